import { createHash } from "node:crypto";
import { ingestLimits } from "@pithead/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { ingestBatches, minerRollups, miners, pools, workerRollups, workers } from "../../src/db/schema";
import { compactWorkerRollups } from "../../src/modules/telemetry/rollups/compact-worker-rollups";
import { buildTestApp, useTestDatabase } from "../helper";
import { postShares } from "./shares";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  const [pool] = await db.select({ id: pools.id }).from(pools).limit(1);
  await db.insert(miners).values({
    poolId: pool?.id ?? "",
    accountName: "gone",
    title: "Deleted",
    deletedAt: new Date("2026-03-01T00:00:00Z"),
  });
});
afterAll(() => app.close());

/** A worker's buckets after the compaction job has folded the staged minutes in. */
async function rollupsOf(workerName: string) {
  const db = ctx.database.db;
  await compactWorkerRollups(db, clock);
  const [w] = await db.select().from(workers).where(eq(workers.name, workerName));
  if (!w) return { worker: undefined, buckets: [] };
  const buckets = await db
    .select()
    .from(workerRollups)
    .where(eq(workerRollups.workerId, w.id))
    .orderBy(workerRollups.bucketSeconds, workerRollups.bucketStart);
  return { worker: w, buckets };
}

describe("POST /api/ingest/v1/shares", () => {
  it("answers 401 without the token or with a wrong one", async () => {
    const share = [{ ts: "2026-03-02T09:59:00Z" }];
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token" },
      { authorization: "Basic abc" },
    ];
    for (const headers of attempts) {
      const res = await postShares(app, "b-401", share, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: "unauthorized", message: "Authentication required" });
    }
    expect((await rollupsOf("rig1")).worker).toBeUndefined();
  });

  it("folds a batch into worker and miner buckets and answers the counts", async () => {
    const res = await postShares(app, "b-1", [
      { worker: "fold1", ts: "2026-03-02T09:58:10Z", difficulty: 1000.25 },
      { worker: "fold1", ts: "2026-03-02T09:58:40Z", difficulty: 3000 },
      { worker: "fold1", ts: "2026-03-02T09:59:05Z", difficulty: 500, accepted: false, reason: "stale" },
      { worker: "fold2", ts: "2026-03-02T09:59:30Z", difficulty: 2000, behaviour: "boundary" },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ batch_id: "b-1", accepted: 4, rejected: 0, unknown_accounts: [] });
    const { worker, buckets } = await rollupsOf("fold1");
    expect(worker).toMatchObject({
      behaviour: "hardware",
      status: "stable",
      firstSeen: new Date("2026-03-02T09:58:10Z"),
      lastShareAt: new Date("2026-03-02T09:59:05Z"),
    });
    const sums = buckets.map((b) => [
      b.bucketSeconds,
      b.bucketStart.toISOString(),
      b.acceptedDifficulty,
      b.acceptedCount,
      b.rejectedDifficulty,
      b.rejectedCount,
    ]);
    expect(sums).toEqual([
      [60, "2026-03-02T09:58:00.000Z", 4000.25, 2, 0, 0],
      [60, "2026-03-02T09:59:00.000Z", 0, 0, 500, 1],
      [300, "2026-03-02T09:55:00.000Z", 4000.25, 2, 500, 1],
      [1200, "2026-03-02T09:40:00.000Z", 4000.25, 2, 500, 1],
      [14_400, "2026-03-02T08:00:00.000Z", 4000.25, 2, 500, 1],
    ]);
    const [alice] = await ctx.database.db.select().from(miners).where(eq(miners.accountName, "alice"));
    const minerBuckets = await ctx.database.db
      .select()
      .from(minerRollups)
      .where(eq(minerRollups.minerId, alice?.id ?? ""))
      .orderBy(minerRollups.bucketSeconds, minerRollups.bucketStart);
    expect(minerBuckets.find((b) => b.bucketSeconds === 300)).toMatchObject({
      acceptedDifficulty: 6000.25,
      acceptedCount: 3,
      rejectedDifficulty: 500,
      rejectedCount: 1,
      lastShareAt: new Date("2026-03-02T09:59:30Z"),
    });
    expect((await rollupsOf("fold2")).worker?.behaviour).toBe("boundary");
  });

  it("adds later batches to the same buckets and never moves last_share_at back", async () => {
    await postShares(app, "b-add-1", [{ worker: "adder", ts: "2026-03-02T09:57:30Z", difficulty: 10 }]);
    await postShares(app, "b-add-2", [{ worker: "adder", ts: "2026-03-02T09:57:10Z", difficulty: 32 }]);
    const { worker, buckets } = await rollupsOf("adder");
    expect(buckets[0]).toMatchObject({ bucketSeconds: 60, acceptedDifficulty: 42, acceptedCount: 2 });
    expect(buckets[0]?.lastShareAt).toEqual(new Date("2026-03-02T09:57:30Z"));
    expect(worker?.lastShareAt).toEqual(new Date("2026-03-02T09:57:30Z"));
  });

  it("a repeated batch_id with the same shares changes nothing and answers the first result", async () => {
    const first = await postShares(app, "b-repeat", [{ worker: "rep", ts: "2026-03-02T09:59:00Z" }]);
    expect(first.json()).toEqual({ batch_id: "b-repeat", accepted: 1, rejected: 0, unknown_accounts: [] });
    // The same share in another notation (time with milliseconds, a reason the fold does not keep).
    const again = await postShares(app, "b-repeat", [
      { worker: "rep", ts: "2026-03-02T09:59:00.000Z", reason: "retry" },
    ]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await rollupsOf("rep")).buckets[0]).toMatchObject({ acceptedCount: 1, acceptedDifficulty: 1000 });
  });

  it("refuses a repeated batch_id with other shares: 409 batch_id_reused, nothing of it kept", async () => {
    await postShares(app, "b-reuse", [{ worker: "reuse", ts: "2026-03-02T09:59:00Z" }]);
    const changes = [
      [
        { worker: "reuse", ts: "2026-03-02T09:59:00Z" },
        { worker: "reuse", ts: "2026-03-02T09:59:01Z" },
      ],
      [{ worker: "reuse", ts: "2026-03-02T09:59:00Z", difficulty: 1001 }],
      [{ worker: "reuse", ts: "2026-03-02T09:59:00Z", accepted: false }],
      [{ worker: "reuse2", ts: "2026-03-02T09:59:00Z" }],
      [{ worker: "reuse", ts: "2026-03-02T09:59:00.001Z" }],
    ];
    for (const shares of changes) {
      const res = await postShares(app, "b-reuse", shares);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: "batch_id_reused",
        message:
          "This batch_id was already used for a batch with other shares; send new shares under a new batch_id",
      });
    }
    expect((await rollupsOf("reuse")).buckets[0]).toMatchObject({
      acceptedCount: 1,
      acceptedDifficulty: 1000,
    });
    expect((await rollupsOf("reuse2")).worker).toBeUndefined();
    // Under a new id the same shares pass.
    const fresh = await postShares(app, "b-reuse-2", [{ worker: "reuse2", ts: "2026-03-02T09:59:00Z" }]);
    expect(fresh.json()).toMatchObject({ accepted: 1 });
  });

  it("matches a batch recorded with the text hash of before (a retry answers, other shares are 409)", async () => {
    const shares = [{ worker: "legacy", ts: "2026-03-02T09:59:00Z" }];
    const first = await postShares(app, "b-legacy", shares);
    expect(first.statusCode).toBe(200);
    const db = ctx.database.db;
    const [row] = await db.select().from(ingestBatches).where(eq(ingestBatches.batchId, "b-legacy"));
    expect(row?.contentHash).toMatch(/^v2:[0-9a-f]{64}$/);
    // What the text form gave for this batch (alice, legacy, hardware, 1000, accepted, the time in ms).
    const text = `5:alice|legacy|hardware|1000|1|${Date.parse("2026-03-02T09:59:00Z")}\n`;
    const legacy = createHash("sha256").update(text).digest("hex");
    await db.update(ingestBatches).set({ contentHash: legacy }).where(eq(ingestBatches.batchId, "b-legacy"));
    const again = await postShares(app, "b-legacy", [{ worker: "legacy", ts: "2026-03-02T09:59:00.000Z" }]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await postShares(app, "b-legacy", [{ worker: "legacy", ts: "2026-03-02T09:59:01Z" }]);
    expect(other.statusCode).toBe(409);
    expect((await rollupsOf("legacy")).buckets[0]).toMatchObject({ acceptedCount: 1 });
  });

  it("counts a batch sent twice at once only once", async () => {
    const shares = [{ worker: "twice", ts: "2026-03-02T09:59:00Z" }];
    const [a, b] = await Promise.all([postShares(app, "b-race", shares), postShares(app, "b-race", shares)]);
    expect(a.json()).toEqual(b.json());
    expect((await rollupsOf("twice")).buckets[0]).toMatchObject({ acceptedCount: 1 });
  });

  it("lets one of two different batches sent at once under one batch_id in, the other 409", async () => {
    const [a, b] = await Promise.all([
      postShares(app, "b-race-2", [{ worker: "racea", ts: "2026-03-02T09:59:00Z" }]),
      postShares(app, "b-race-2", [{ worker: "raceb", ts: "2026-03-02T09:59:00Z" }]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().code).toBe("batch_id_reused");
    const stored = [(await rollupsOf("racea")).worker, (await rollupsOf("raceb")).worker];
    expect(stored.filter(Boolean)).toHaveLength(1);
  });

  it("bounds share difficulty at 1e15: above is 400 max_threshold with nothing kept, 1e15 itself passes", async () => {
    expect(ingestLimits.maxShareDifficulty).toBe(1e15);
    // 1e15 + 0.125 is the next double above 1e15.
    for (const [i, difficulty] of [1e308, 1e30, 1e15 + 0.125].entries()) {
      const id = `b-huge-${i}`;
      const res = await postShares(app, id, [
        { worker: "hugerig", ts: "2026-03-02T09:59:00Z" },
        { worker: "hugerig", ts: "2026-03-02T09:59:00Z", difficulty },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: "validation_failed",
        message: "Request validation failed",
        fields: [{ name: "shares.1.difficulty", text: "max_threshold" }],
      });
      const db = ctx.database.db;
      expect(await db.select().from(ingestBatches).where(eq(ingestBatches.batchId, id))).toEqual([]);
    }
    expect((await rollupsOf("hugerig")).worker).toBeUndefined();
    const db = ctx.database.db;
    const [bob] = await db.select({ id: miners.id }).from(miners).where(eq(miners.accountName, "bob"));
    const before = await db
      .select()
      .from(minerRollups)
      .where(eq(minerRollups.minerId, bob?.id ?? ""));
    const max = await postShares(app, "b-max", [
      { account: "bob", worker: "maxrig", ts: "2026-03-02T09:58:00Z", difficulty: 1e15 },
    ]);
    expect(max.statusCode).toBe(200);
    expect(max.json()).toEqual({ batch_id: "b-max", accepted: 1, rejected: 0, unknown_accounts: [] });
    const { buckets } = await rollupsOf("maxrig");
    expect(buckets.map((b) => [b.bucketSeconds, b.acceptedDifficulty, b.acceptedCount])).toEqual([
      [60, 1e15, 1],
      [300, 1e15, 1],
      [1200, 1e15, 1],
      [14_400, 1e15, 1],
    ]);
    const after = await db
      .select()
      .from(minerRollups)
      .where(eq(minerRollups.minerId, bob?.id ?? ""));
    const minute = (rows: typeof after) =>
      rows.find((r) => r.bucketSeconds === 60 && r.bucketStart.toISOString() === "2026-03-02T09:58:00.000Z");
    expect((minute(after)?.acceptedDifficulty ?? 0) - (minute(before)?.acceptedDifficulty ?? 0)).toBe(1e15);
  });

  it("reports shares of unknown and deleted accounts back instead of dropping them silently", async () => {
    const res = await postShares(app, "b-unknown", [
      { account: "nobody", ts: "2026-03-02T09:59:00Z" },
      { account: "gone", ts: "2026-03-02T09:59:00Z" },
      { account: "nobody", ts: "2026-03-02T09:59:01Z" },
      { account: "bob", worker: "bobrig", ts: "2026-03-02T09:59:02Z" },
    ]);
    expect(res.json()).toEqual({
      batch_id: "b-unknown",
      accepted: 1,
      rejected: 3,
      unknown_accounts: [
        { account: "nobody", shares: 2 },
        { account: "gone", shares: 1 },
      ],
    });
    const ws = await ctx.database.db.select({ name: workers.name }).from(workers);
    expect(ws.map((w) => w.name)).toContain("bobrig");
  });

  it("refuses a malformed batch whole, with field errors", async () => {
    const res = await postShares(app, "b-bad", [
      { worker: "okrig", ts: "2026-03-02T09:59:00Z" },
      { worker: "okrig", ts: "2026-03-02T09:59:00Z", difficulty: 0 },
      { worker: "bad name!", ts: "2026-03-02T09:59:00Z" },
      { worker: "okrig", ts: "yesterday" },
      { worker: "okrig", ts: "2026-03-02T09:59:00Z", difficulty: Number.NaN },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "validation_failed",
      message: "Request validation failed",
      fields: [
        { name: "shares.1.difficulty", text: "min_threshold" },
        { name: "shares.2.worker", text: "match_invalid" },
        { name: "shares.3.ts", text: "invalid_input" },
        { name: "shares.4.difficulty", text: "required" },
      ],
    });
    const tooMany = await postShares(app, "b-many", Array(50_001).fill({ ts: "2026-03-02T09:59:00Z" }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual([{ name: "shares", text: "length_out_of_range" }]);
    const empty = await postShares(app, "b-empty", []);
    expect(empty.json().fields).toEqual([{ name: "shares", text: "length_out_of_range" }]);
    expect((await rollupsOf("okrig")).worker).toBeUndefined();
  });

  it("refuses shares stamped over 5 minutes ahead or older than 2 days", async () => {
    const res = await postShares(app, "b-time", [
      { worker: "timely", ts: "2026-03-02T10:05:00Z" },
      { worker: "timely", ts: "2026-03-02T10:05:00.001Z" },
      { worker: "timely", ts: "2026-02-28T10:00:00Z" },
      { worker: "timely", ts: "2026-02-28T09:59:59.999Z" },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "validation_failed",
      message: "Share times out of range",
      fields: [
        { name: "shares.1.ts", text: "max_threshold" },
        { name: "shares.3.ts", text: "min_threshold" },
      ],
    });
    expect((await rollupsOf("timely")).worker).toBeUndefined();
    const ok = await postShares(app, "b-time-ok", [{ worker: "timely", ts: "2026-03-02T10:05:00+00:00" }]);
    expect(ok.statusCode).toBe(200);
  });
});
