import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { minerFigures, miners, operators, pools, workers } from "../src/db/schema";
import { prepareNextMinerFigures, refreshMinerFigures } from "../src/jobs/miner-figures-refresh";
import { sweepWorkerStatuses } from "../src/jobs/worker-status-sweep";
import { noSums, windowQueries } from "../src/modules/telemetry/hashrate/hashrate";
import { statsRepository } from "../src/modules/telemetry/stats/stats.repository";
import { appWorkerCounts } from "../src/modules/telemetry/workers/worker-counts";
import { buildTestApp, useTestDatabase } from "./helper";
import { sessionFor, tokenHeaders } from "./product-session";
import { evenShares, postShares } from "./telemetry/shares";
import { api } from "./watchers-helper";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:07:30Z");
let app: App;
const ids: Record<string, string> = {};
let headers: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  for (const m of await db.select({ id: miners.id, name: miners.accountName }).from(miners))
    ids[m.name] = m.id;
  ids.pool = (await db.select({ id: pools.id }).from(pools))[0]?.id ?? "";
  ids.northhub = (await db.select({ id: operators.id }).from(operators))[0]?.id ?? "";
  // alice: difficulty 1000 each second 09:00-10:00.
  const res = await postShares(app, "figures-1", evenShares("2026-03-02T09:00:00Z", 3600, 3600));
  expect(res.json()).toMatchObject({ accepted: 3600 });
  headers = tokenHeaders(await sessionFor(db, clock, "pool@pithead.test"));
});
afterAll(() => app.close());

const list = async (path = `pools/${ids.pool}/miners`) => {
  const res = await app.inject({ url: `${api}/${path}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; data: { account_name: string; shares_15m: number }[] };
};
const aliceShares15m = async () => (await list()).data.find((m) => m.account_name === "alice")?.shares_15m;
const asOf = async () =>
  (await ctx.database.db.select({ asOf: minerFigures.asOf }).from(minerFigures)).map((r) =>
    r.asOf.toISOString(),
  );

describe("the miner_figures snapshot", () => {
  it("is made on the first read for the current 15m window end, and again when the end moves", async () => {
    expect(await aliceShares15m()).toBe(780); // [09:47, 10:02)
    expect(new Set(await asOf())).toEqual(new Set(["2026-03-02T10:02:00.000Z"]));
    clock.set("2026-03-02T10:07:59Z"); // same window end: the snapshot stands
    expect(await aliceShares15m()).toBe(780);
    clock.set("2026-03-02T10:08:00Z"); // [09:48, 10:03)
    expect(await aliceShares15m()).toBe(720);
    // The previous end's rows stay until the job drops them.
    expect(new Set(await asOf())).toEqual(new Set(["2026-03-02T10:02:00.000Z", "2026-03-02T10:03:00.000Z"]));
  });

  it("is refreshed by the job once a minute; a read after it has nothing left to refresh", async () => {
    const db = ctx.database.db;
    clock.set("2026-03-02T10:09:02Z");
    expect(await refreshMinerFigures(db, clock)).toEqual({ ran: true, value: { refreshed: 6, dropped: 0 } });
    expect(await refreshMinerFigures(db, clock)).toEqual({ ran: false });
    // The rows of ends before the previous one (10:03) are dropped.
    expect(new Set(await asOf())).toEqual(new Set(["2026-03-02T10:03:00.000Z", "2026-03-02T10:04:00.000Z"]));
    expect(await aliceShares15m()).toBe(660); // [09:49, 10:04)
    clock.set("2026-03-02T10:10:05Z");
    expect(await aliceShares15m()).toBe(600); // the read refreshed every miner of the pool
    expect(await refreshMinerFigures(db, clock)).toEqual({ ran: true, value: { refreshed: 0, dropped: 0 } });
  });

  it("follows a miner that leaves its operator at once, and never shows a deleted miner", async () => {
    const db = ctx.database.db;
    await db
      .update(miners)
      .set({ operatorId: null })
      .where(eq(miners.id, ids.northhub03 ?? ""));
    const customers = await list(`operators/${ids.northhub}/miners`);
    expect(customers.data.map((m) => m.account_name)).toEqual(["northhub01", "northhub02"]);
    expect((await list()).total).toBe(6);

    await db
      .update(miners)
      .set({ deletedAt: clock.now() })
      .where(eq(miners.id, ids.bob ?? ""));
    expect((await list()).data.map((m) => m.account_name)).toEqual([
      "alice",
      "carol",
      "northhub01",
      "northhub02",
      "northhub03",
    ]);
    const stats = await app.inject({ url: `${api}/pools/${ids.pool}/stats`, headers });
    expect(stats.json().data.miners).toBe(5);
    const statuses = async () =>
      (await app.inject({ url: `${api}/pools/${ids.pool}/miners/statuses`, headers })).json().data;
    expect(await statuses()).toEqual({ active: 1, inactive: 0, empty: 4 });
    // At 10:11 the sweep finds alice's rig idle for over 10 minutes; the job after it takes the new status.
    clock.set("2026-03-02T10:11:00Z");
    expect((await sweepWorkerStatuses(db, clock)).ran).toBe(true);
    clock.set("2026-03-02T10:11:02Z");
    expect(await refreshMinerFigures(db, clock)).toEqual({ ran: true, value: { refreshed: 5, dropped: 1 } });
    expect(await statuses()).toEqual({ active: 0, inactive: 1, empty: 4 });
  });

  it("gives miners/stats, for the windows it was made for, the sums the rollups give and the live counts", async () => {
    const db = ctx.database.db;
    clock.set("2026-03-02T10:12:03Z");
    await refreshMinerFigures(db, clock);
    const w = windowQueries(clock.now());
    const minerIds = (await db.select({ id: miners.id }).from(miners)).map((m) => m.id);
    const repo = statsRepository(db);
    const stored = await repo.allSnapshotSums(w[0]?.end ?? clock.now());
    const summed = await repo.minerSums(minerIds, w);
    // Every miner but the deleted one has its row; alice's sums are not zero.
    expect(stored.size).toBe(minerIds.length - 1);
    expect(stored.get(ids.alice ?? "")?.["1h"].acceptedCount).toBeGreaterThan(0);
    for (const [id, sums] of stored) expect(sums).toEqual(summed.get(id) ?? noSums());
    // Every miner's hardware workers by status, as counted one by one.
    const counted = (
      await db
        .select({ minerId: workers.minerId, status: workers.status })
        .from(workers)
        .where(eq(workers.behaviour, "hardware"))
    ).reduce(
      (all, w) => all.set(`${w.minerId}:${w.status}`, (all.get(`${w.minerId}:${w.status}`) ?? 0) + 1),
      new Map<string, number>(),
    );
    const all = [...(await appWorkerCounts(db, clock).ofMiners(minerIds)).entries()].flatMap(([id, c]) =>
      Object.entries(c).flatMap(([status, n]) => (n > 0 ? [[`${id}:${status}`, n] as const] : [])),
    );
    expect(all.length).toBeGreaterThan(0);
    expect(new Map(all)).toEqual(counted);
    // A row made for other windows is not used.
    clock.set("2026-03-02T10:13:01Z");
    const later = windowQueries(clock.now());
    expect((await repo.allSnapshotSums(later[0]?.end ?? clock.now())).size).toBe(0);
  });

  it("is made ahead for the next minute's windows; the sweep keeps its worker counts current", async () => {
    const db = ctx.database.db;
    const repo = statsRepository(db);
    clock.set("2026-03-02T10:14:40Z"); // the windows of 10:15: [09:55, 10:10)
    expect(await prepareNextMinerFigures(db, clock)).toEqual({ ran: true, value: { refreshed: 5 } });
    expect(await prepareNextMinerFigures(db, clock)).toEqual({ ran: false });
    const next = await repo.allSnapshotSums(new Date("2026-03-02T10:10:00Z"));
    expect(next.get(ids.alice ?? "")?.["15m"].acceptedCount).toBe(300);
    // A worker that comes back (a share) is stable again at the sweep, in the rows made ahead too.
    await postShares(app, "figures-2", evenShares("2026-03-02T10:14:50Z", 1, 1));
    clock.set("2026-03-02T10:15:00Z");
    expect((await sweepWorkerStatuses(db, clock)).ran).toBe(true);
    const statuses = async () =>
      (await app.inject({ url: `${api}/pools/${ids.pool}/miners/statuses`, headers })).json().data;
    expect(await statuses()).toEqual({ active: 1, inactive: 0, empty: 4 });
    expect(await aliceShares15m()).toBe(300);
    clock.set("2026-03-02T10:15:02Z");
    expect(await refreshMinerFigures(db, clock)).toEqual({ ran: true, value: { refreshed: 0, dropped: 0 } });
    // The rows of ends before the previous one (10:09, never made here) are dropped.
    expect(new Set(await asOf())).toEqual(new Set(["2026-03-02T10:10:00.000Z"]));
  });
});
