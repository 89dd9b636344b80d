import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners, operatorRollups, poolRollups, workerRollups, workers } from "../../src/db/schema";
import { compactWorkerRollups } from "../../src/modules/telemetry/rollups/compact-worker-rollups";
import { demoHashrates, demoWorkers, vardiff } from "../../src/modules/telemetry/simulator/demo-farms";
import { demoSimulator } from "../../src/modules/telemetry/simulator/demo-simulator";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:30Z");
const start = clock.now().getTime();
const day = 24 * 3600_000;
// The demo farms with each group capped at 20 workers (every miner, fate and boundary worker kept), so the
// simulated hour stays fast; the check is against the hashrates this farm was told.
const farm = (() => {
  const seen = new Map<string, number>();
  return demoWorkers().filter((w) => {
    const group = `${w.account}|${w.name.replace(/\d+$/, "")}`;
    seen.set(group, (seen.get(group) ?? 0) + 1);
    return (seen.get(group) ?? 0) <= 20;
  });
})();
let app: App;
let simulator: ReturnType<typeof demoSimulator>;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  simulator = demoSimulator({ db: ctx.database.db, clock, workers: farm, seed: 7 });
});
afterAll(() => app.close());

describe("demo farms", () => {
  it("pick a power-of-2 share difficulty that sends each worker 6 to 20 shares a minute", () => {
    for (const w of demoWorkers()) {
      const perMinute = (w.hashrate * 60) / (w.difficulty * 2 ** 32);
      expect(perMinute).toBeGreaterThanOrEqual(6);
      expect(perMinute).toBeLessThanOrEqual(20);
      expect(Math.log2(w.difficulty) % 1).toBe(0);
    }
    expect(vardiff(110e12)).toBe(2 ** 17);
    expect(demoHashrates().get("alice")).toBe(12 * 110e12 + (110e12 * 52) / 60);
    expect(demoHashrates().get("carol")).toBe(1200 * 200e12 + 790 * 141e12 + 500e12);
  });
});

describe("demo simulator", () => {
  it("backfills 7 days of every bucket size once, with unavailable and off workers", async () => {
    const db = ctx.database.db;
    const first = await simulator.backfill();
    expect(first.ran).toBe(true);
    expect((await simulator.backfill()).ran).toBe(false);
    const sizes = await db
      .select({
        s: poolRollups.bucketSeconds,
        n: sql<number>`count(*)::int`,
        from: sql<string>`min(bucket_start)`,
      })
      .from(poolRollups)
      .groupBy(poolRollups.bucketSeconds)
      .orderBy(poolRollups.bucketSeconds);
    expect(sizes.map((r) => r.s)).toEqual([60, 300, 1200, 14_400]);
    // The weekly chart: 4-hour buckets from 7 days back; the hourly and daily: 5- and 20-minute buckets.
    const oldest = (s: number) => new Date(String(sizes.find((r) => r.s === s)?.from)).getTime();
    expect(start - oldest(14_400)).toBeGreaterThanOrEqual(7 * 24 * 3600_000);
    expect(start - oldest(1200)).toBeGreaterThanOrEqual(25 * 3600_000);
    expect(start - oldest(300)).toBeGreaterThanOrEqual(3600_000);
    expect(start - oldest(60)).toBeGreaterThanOrEqual(15 * 60_000);
    expect(await db.select().from(operatorRollups).limit(1)).toHaveLength(1);
    const statuses = await db
      .select({ status: workers.status, behaviour: workers.behaviour, n: sql<number>`count(*)::int` })
      .from(workers)
      .groupBy(workers.status, workers.behaviour);
    const count = (status: string, behaviour = "hardware") =>
      statuses.find((r) => r.status === status && r.behaviour === behaviour)?.n ?? 0;
    expect(count("unavailable")).toBe(farm.filter((w) => w.fate === "unavailable").length);
    expect(count("off")).toBe(farm.filter((w) => w.fate === "off").length);
    expect(count("stable", "boundary")).toBe(2);
    // Each status dated from the history, not the start: s9-1 is off since its last share + 24 h 10 min.
    const since = await db.execute(sql`select count(*)::int as wrong from workers where status_changed_at <>
      case status when 'stable' then first_seen when 'unavailable' then last_share_at + interval '10 minutes'
        else last_share_at + interval '1 day 10 minutes' end`);
    expect((since as unknown as { rows: { wrong: number }[] }).rows[0]?.wrong).toBe(0);
    const [s9] = await db.select().from(workers).where(eq(workers.name, "s9-1"));
    expect(start - (s9?.statusChangedAt.getTime() ?? start)).toBeGreaterThan(day);
    // Each worker's 4-hour buckets are the sums of its 20-minute ones (one fold for every size).
    const [alice] = await db.select().from(workers).where(eq(workers.name, "s19-1"));
    const sum = async (s: number) =>
      (
        await db
          .select({ d: sql<number>`sum(accepted_difficulty)::float8` })
          .from(workerRollups)
          .where(and(eq(workerRollups.workerId, alice?.id ?? ""), eq(workerRollups.bucketSeconds, s)))
      )[0]?.d;
    expect(await sum(14_400)).toBeGreaterThan((await sum(1200)) ?? 0);
    // Each miner's worker writes are recorded from its oldest worker bucket, for the worker figures refresh.
    const recorded = await db.execute(sql`select count(*)::int as miners,
        count(*) filter (where w.written_from = (select min(r.bucket_start) from worker_rollups r
          join workers wk on wk.id = r.worker_id where wk.miner_id = w.miner_id))::int as oldest
      from worker_rollup_writes w`);
    const backfilled = await db.execute(sql`select count(distinct miner_id)::int as n from workers`);
    const [row] = (recorded as unknown as { rows: { miners: number; oldest: number }[] }).rows;
    const [all] = (backfilled as unknown as { rows: { n: number }[] }).rows;
    expect(row).toEqual({ miners: all?.n, oldest: all?.n });
  });

  it("after a simulated hour of live batches, each miner's hash_rate_1h is the hashrate it was told", async () => {
    const db = ctx.database.db;
    let accepted = 0;
    for (let t = 0; t < 70; t++) {
      clock.advance(60_000);
      const result = await simulator.tick();
      accepted += result.accepted;
      if (t % 10 === 0) await compactWorkerRollups(db, clock);
    }
    expect(accepted).toBeGreaterThan(50_000);
    const ids = await db.select({ id: miners.id, name: miners.accountName }).from(miners);
    const headers = tokenHeaders(await sessionFor(db, clock, "pool@pithead.test"));
    const query = ids.map((m) => `id[]=${m.id}`).join("&");
    const res = await app.inject({ url: `/api/backend/v0.1/miners/stats?${query}`, headers });
    expect(res.statusCode).toBe(200);
    const told = demoHashrates(farm);
    for (const m of ids) {
      const stats = res.json().data.find((s: { id: string }) => s.id === m.id);
      const expected = told.get(m.name) ?? 0;
      if (expected === 0) continue;
      const relative = Math.abs(stats.hash_rate_1h - expected) / expected;
      expect(relative, m.name).toBeLessThan(4 * stats.rel_error_1h);
      expect(stats.shares_1h, m.name).toBeGreaterThan(500);
    }
  });

  it("after a restart the farm sends what it found while the server was down, from where it stopped", async () => {
    const db = ctx.database.db;
    const stoppedAt = clock.now().getTime();
    clock.advance(10 * 60_000);
    const restarted = demoSimulator({ db, clock, workers: farm, seed: 8 });
    expect((await restarted.backfill()).ran).toBe(false);
    const result = await restarted.tick();
    expect(result.accepted).toBeGreaterThan(0);
    // Every minute of the downtime got its shares: no dip in the pool's 1-minute buckets.
    const minutes = await db
      .select({ t: poolRollups.bucketStart, n: poolRollups.acceptedCount })
      .from(poolRollups)
      .where(
        and(
          eq(poolRollups.bucketSeconds, 60),
          sql`${poolRollups.bucketStart} >= ${new Date(stoppedAt - (stoppedAt % 60_000) + 60_000).toISOString()}::timestamptz`,
        ),
      );
    expect(minutes).toHaveLength(10);
    for (const m of minutes) expect(m.n).toBeGreaterThan(0);
  });
});
