import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { ingestBatches, jobRuns, workerRollups, workerStatusEvents, workers } from "../../src/db/schema";
import { hourPeriod, minutePeriod, runOnce, runOnceAfterClaim } from "../../src/jobs/run-once";
import { enforceTelemetryRetention } from "../../src/jobs/telemetry-retention";
import { sweepWorkerStatuses } from "../../src/jobs/worker-status-sweep";
import { compactWorkerRollups } from "../../src/modules/telemetry/rollups/compact-worker-rollups";
import { statusRepository } from "../../src/modules/telemetry/status/status.repository";
import { statusCutoffs } from "../../src/modules/telemetry/status/worker-status";
import { buildTestApp, useTestDatabase } from "../helper";
import { postShares } from "./shares";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
});
afterAll(() => app.close());

const minute = 60_000;
const day = 24 * 60 * minute;

describe("runOnce", () => {
  it("runs a period once when started twice at the same time", async () => {
    const db = ctx.database.db;
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 50));
      return runs;
    };
    const outcomes = await Promise.all([
      runOnce(db, clock, "test-job", "p1", work),
      runOnce(db, clock, "test-job", "p1", work),
    ]);
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(await runOnce(db, clock, "test-job", "p1", work)).toEqual({ ran: false });
    expect(await runOnce(db, clock, "test-job", "p2", work)).toEqual({ ran: true, value: 2 });
    const [row] = await db.select().from(jobRuns).where(eq(jobRuns.period, "p1"));
    expect(row?.finishedAt).toEqual(clock.now());
  });

  it("records when a claim-first run's work ended, not only its claim", async () => {
    const db = ctx.database.db;
    clock.set("2026-03-02T11:00:00Z");
    const outcome = await runOnceAfterClaim(db, clock, "test-claim-first", "p1", async () => {
      clock.advance(4_500);
      return "done";
    });
    expect(outcome).toEqual({ ran: true, value: "done" });
    const [row] = await db.select().from(jobRuns).where(eq(jobRuns.job, "test-claim-first"));
    expect([row?.startedAt.toISOString(), row?.finishedAt?.toISOString()]).toEqual([
      "2026-03-02T11:00:00.000Z",
      "2026-03-02T11:00:04.500Z",
    ]);
  });

  it("lets a failed period be tried again", async () => {
    const db = ctx.database.db;
    const failing = runOnce(db, clock, "flaky", "p1", async () => {
      throw new Error("boom");
    });
    await expect(failing).rejects.toThrow("boom");
    expect(await runOnce(db, clock, "flaky", "p1", async () => "ok")).toEqual({ ran: true, value: "ok" });
  });

  it("names periods by UTC minute and hour", () => {
    expect(minutePeriod(new Date("2026-03-02T10:07:59.999Z"))).toBe("2026-03-02T10:07Z");
    expect(hourPeriod(new Date("2026-03-02T10:07:59.999Z"))).toBe("2026-03-02T10Z");
  });
});

describe("worker status sweep", () => {
  it("moves a worker through unavailable, off and removed, back to stable on a share, with events", async () => {
    const db = ctx.database.db;
    clock.set("2026-03-02T10:00:00Z");
    await postShares(app, "sweep-1", [{ worker: "sweepy", ts: "2026-03-02T10:00:00Z" }]);
    const [w] = await db.select().from(workers).where(eq(workers.name, "sweepy"));
    const statusAfter = async (ms: number) => {
      clock.set(new Date(Date.parse("2026-03-02T10:00:00Z") + ms));
      await sweepWorkerStatuses(db, clock);
      const [row] = await db
        .select()
        .from(workers)
        .where(eq(workers.id, w?.id ?? ""));
      return row?.status;
    };
    expect(await statusAfter(10 * minute)).toBe("stable");
    expect(await statusAfter(11 * minute)).toBe("unavailable");
    expect(await statusAfter(10 * minute + day)).toBe("unavailable");
    expect(await statusAfter(11 * minute + day)).toBe("off");
    expect(await statusAfter(9 * minute + 7 * day)).toBe("off");
    expect(await statusAfter(10 * minute + 7 * day)).toBe("removed");
    const [removed] = await db
      .select()
      .from(workers)
      .where(eq(workers.id, w?.id ?? ""));
    expect(removed?.removedAt).toEqual(clock.now());

    const back = new Date(clock.now().getTime() - minute).toISOString();
    await postShares(app, "sweep-2", [{ worker: "sweepy", ts: back }]);
    clock.advance(minute);
    const outcome = await sweepWorkerStatuses(db, clock);

    expect(outcome).toMatchObject({ ran: true, value: [{ workerId: w?.id, from: "removed", to: "stable" }] });
    const events = await db
      .select()
      .from(workerStatusEvents)
      .where(eq(workerStatusEvents.workerId, w?.id ?? ""))
      .orderBy(workerStatusEvents.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.at.toISOString()])).toEqual([
      ["stable", "unavailable", "2026-03-02T10:11:00.000Z"],
      ["unavailable", "off", "2026-03-03T10:11:00.000Z"],
      ["off", "removed", "2026-03-09T10:10:00.000Z"],
      ["removed", "stable", "2026-03-09T10:11:00.000Z"],
    ]);
    const [stable] = await db
      .select()
      .from(workers)
      .where(eq(workers.id, w?.id ?? ""));
    expect(stable).toMatchObject({ status: "stable", removedAt: null });
  });

  it("applies each boundary to the millisecond in SQL", async () => {
    const db = ctx.database.db;
    clock.set("2026-03-02T10:00:00Z");
    await postShares(app, "edge-1", [{ worker: "edgy", ts: "2026-03-02T10:00:00Z" }]);
    const [w] = await db.select().from(workers).where(eq(workers.name, "edgy"));
    const last = Date.parse("2026-03-02T10:00:00Z");
    const statusAt = async (idle: number) => {
      const now = new Date(last + idle);
      await statusRepository(db).applyStatuses(statusCutoffs(now), now);
      const [row] = await db
        .select()
        .from(workers)
        .where(eq(workers.id, w?.id ?? ""));
      return row?.status;
    };
    const cases: [number, string][] = [
      [10 * minute, "stable"],
      [10 * minute + 1, "unavailable"],
      [10 * minute + day, "unavailable"],
      [10 * minute + day + 1, "off"],
      [10 * minute + 7 * day - 1, "off"],
      [10 * minute + 7 * day, "removed"],
      [0, "stable"],
    ];
    for (const [idle, status] of cases) expect(await statusAt(idle), String(idle)).toBe(status);
  });

  it("runs once per minute", async () => {
    clock.set("2026-03-20T00:00:30Z");
    expect((await sweepWorkerStatuses(ctx.database.db, clock)).ran).toBe(true);
    clock.set("2026-03-20T00:00:59Z");
    expect((await sweepWorkerStatuses(ctx.database.db, clock)).ran).toBe(false);
  });
});

describe("telemetry retention", () => {
  it("drops buckets past each size's retention and old batch ids, once per hour", async () => {
    const db = ctx.database.db;
    clock.set("2026-04-01T00:00:00Z");
    await postShares(app, "keep-1", [{ worker: "kept", ts: "2026-03-31T23:59:00Z" }]);
    await compactWorkerRollups(db, clock);
    const [w] = await db.select().from(workers).where(eq(workers.name, "kept"));
    const sizes = async () =>
      (
        await db
          .select()
          .from(workerRollups)
          .where(eq(workerRollups.workerId, w?.id ?? ""))
      ).map((b) => b.bucketSeconds);
    expect((await sizes()).sort((a, b) => a - b)).toEqual([60, 300, 1200, 14_400]);
    clock.set("2026-04-03T00:05:00Z"); // 2 days + 6 minutes after the 1-minute bucket started
    const first = await enforceTelemetryRetention(db, clock);
    expect(first).toMatchObject({ ran: true });
    // The worker's, its miner's and its pool's 1-minute buckets at least (other tests' buckets may go too).
    expect(first.ran ? first.value.buckets : 0).toBeGreaterThanOrEqual(3);
    expect((await sizes()).sort((a, b) => a - b)).toEqual([300, 1200, 14_400]);
    expect(await enforceTelemetryRetention(db, clock)).toEqual({ ran: false });
    clock.set("2026-04-08T00:00:00Z");
    await enforceTelemetryRetention(db, clock);
    expect((await sizes()).sort((a, b) => a - b)).toEqual([1200, 14_400]);
    clock.set("2026-05-06T00:00:00Z");
    await enforceTelemetryRetention(db, clock);
    expect(await sizes()).toEqual([14_400]);
    expect(await db.select().from(ingestBatches).where(eq(ingestBatches.batchId, "keep-1"))).toEqual([]);
    clock.set("2027-05-06T00:00:00Z");
    await enforceTelemetryRetention(db, clock);
    expect(await sizes()).toEqual([]);
  });

  it("drops worker status changes older than 35 days, and keeps the later ones", async () => {
    const db = ctx.database.db;
    const [w] = await db.select().from(workers).where(eq(workers.name, "kept"));
    const workerId = w?.id ?? "";
    const change = (at: string) => ({
      workerId,
      fromStatus: "stable",
      toStatus: "unavailable",
      at: new Date(at),
    });
    await db
      .insert(workerStatusEvents)
      .values([
        change("2027-05-01T00:59:59Z"),
        change("2027-05-01T01:00:00Z"),
        change("2027-06-05T00:30:00Z"),
      ]);
    clock.set("2027-06-05T01:00:00Z");
    const run = await enforceTelemetryRetention(db, clock);
    expect(run.ran ? run.value.statusEvents : 0).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(workerStatusEvents).where(eq(workerStatusEvents.workerId, workerId));
    expect(left.map((e) => e.at.toISOString()).sort()).toEqual([
      "2027-05-01T01:00:00.000Z",
      "2027-06-05T00:30:00.000Z",
    ]);
  });
});
