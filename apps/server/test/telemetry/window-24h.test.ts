import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners, pools, workers } from "../../src/db/schema";
import { prepareNextMinerFigures, refreshMinerFigures } from "../../src/jobs/miner-figures-refresh";
import { compactWorkerRollups } from "../../src/modules/telemetry/rollups/compact-worker-rollups";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { api } from "../watchers-helper";
import { postShares } from "./shares";

// The 24h window is read as its 4-hour buckets and the 20-minute buckets at its two edges (hashrate.ts
// `bucketRanges`). At 10:07:30 it is [03-01 10:00, 03-02 10:00): 20-minute buckets in [10:00, 12:00) and
// [03-02 08:00, 10:00), 4-hour buckets in [12:00, 03-02 08:00). One share of a distinct difficulty in each part,
// and one on each side just outside the window, the later one in the 4-hour bucket the window ends inside.
const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:07:30Z");
const t32 = 2 ** 32;
let app: App;
let headers: Record<string, string>;
const ids: Record<string, string> = {};
const shares = [
  { ts: "2026-03-01T09:59:59Z", difficulty: 1 }, // before the window
  { ts: "2026-03-01T10:00:00Z", difficulty: 2 }, // first 20-minute bucket
  { ts: "2026-03-01T11:59:59Z", difficulty: 4 }, // last 20-minute bucket before the 4-hour ones
  { ts: "2026-03-01T12:00:00Z", difficulty: 8 }, // first 4-hour bucket
  { ts: "2026-03-02T07:59:59Z", difficulty: 16 }, // last 4-hour bucket
  { ts: "2026-03-02T09:59:59Z", difficulty: 32 }, // last 20-minute bucket
  { ts: "2026-03-02T10:00:00Z", difficulty: 64 }, // after the end, in the 4-hour bucket [08:00, 12:00)
];
const inWindow = { shares: 5, difficulty: 2 + 4 + 8 + 16 + 32 };

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  const res = await postShares(app, "window-24h", shares);
  expect(res.json()).toMatchObject({ accepted: shares.length });
  await compactWorkerRollups(db, clock); // the worker 20-minute and 4-hour buckets
  const [alice] = await db.select({ id: miners.id }).from(miners).where(eq(miners.accountName, "alice"));
  const [rig] = await db.select({ id: workers.id }).from(workers).where(eq(workers.name, "rig1"));
  const [pool] = await db.select({ id: pools.id }).from(pools);
  Object.assign(ids, { alice: alice?.id, rig: rig?.id, pool: pool?.id });
  headers = tokenHeaders(await sessionFor(db, clock, "pool@pithead.test"));
});
afterAll(() => app.close());

const get = async (path: string) => {
  const res = await app.inject({ url: `${api}/${path}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const figures24h = { hash_rate_24h: (inWindow.difficulty * t32) / 86_400, shares_24h: inWindow.shares };

describe("the 24h window counts exactly its 24 hours", () => {
  it("in a miner's and a worker's stats (summed on read)", async () => {
    expect((await get(`miners/stats?id[]=${ids.alice}`)).data[0]).toMatchObject(figures24h);
    expect((await get(`workers/stats?id[]=${ids.rig}`)).data[0]).toMatchObject(figures24h);
  });

  it("in the miner snapshot a pool list read makes, and the minute jobs make (now and ahead)", async () => {
    const db = ctx.database.db;
    const row = async () =>
      (await get(`pools/${ids.pool}/miners`)).data.find(
        (m: { account_name: string }) => m.account_name === "alice",
      );
    // The first read makes the pool's rows (by miner); the jobs make every miner's (by bucket range).
    expect(await row()).toMatchObject({ hash_rate_24h: figures24h.hash_rate_24h });
    clock.set("2026-03-02T10:08:00Z");
    expect(await refreshMinerFigures(db, clock)).toMatchObject({ ran: true, value: { refreshed: 6 } });
    expect(await row()).toMatchObject({ hash_rate_24h: figures24h.hash_rate_24h });
    // 10:09:40 makes the rows of 10:10, whose 24h window is the same 24 hours.
    clock.set("2026-03-02T10:09:40Z");
    expect(await prepareNextMinerFigures(db, clock)).toMatchObject({ ran: true, value: { refreshed: 6 } });
    clock.set("2026-03-02T10:10:00Z");
    expect(await row()).toMatchObject({ hash_rate_24h: figures24h.hash_rate_24h });
    expect((await get(`miners/stats?id[]=${ids.alice}`)).data[0]).toMatchObject(figures24h);
  });

  it("in the pool's stats", async () => {
    const stats = await get(`pools/${ids.pool}/stats`);
    expect(stats.data).toMatchObject({ hash_rate_24h: figures24h.hash_rate_24h });
  });
});
