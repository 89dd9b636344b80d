import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners } from "../../src/db/schema";
import { sweepWorkerStatuses } from "../../src/jobs/worker-status-sweep";
import { buildTestApp, useTestDatabase } from "../helper";
import { postShares } from "./shares";
import { api, headersOf, ingest, ingestWorkerShares, workersNow } from "./workers-fixture";

/**
 * Issue 41 item 8: every place that shows workers by status reads one snapshot, so at any one moment the miner
 * dashboards, the pool and operator dashboards, the miner lists (each customer's counts), the worker lists'
 * totals (with each status filter) and their status filter counts agree, per status.
 */
const ctx = useTestDatabase({ demo: true });
const clock = new TestClock(workersNow);
let app: App;
let ids: Record<string, string> = {};
let pool: Record<string, string> = {};

type Counts = { stable: number; unavailable: number; off: number; removed: number };
const statuses = ["stable", "unavailable", "off"] as const;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  ids = await ingestWorkerShares(app, ctx.database.db, clock);
  pool = await headersOf(ctx.database.db, clock, "pool@pithead.test");
});
afterAll(() => app.close());

const get = async (path: string) => {
  const res = await app.inject({ url: `${api}/${path}`, headers: pool });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json();
};
const add = (a: Counts, b: Counts): Counts => ({
  stable: a.stable + b.stable,
  unavailable: a.unavailable + b.unavailable,
  off: a.off + b.off,
  removed: a.removed + b.removed,
});
const zero = (): Counts => ({ stable: 0, unavailable: 0, off: 0, removed: 0 });
const shown = (c: Counts) => ({ stable: c.stable, unavailable: c.unavailable, off: c.off });

/** The scope's miners (not deleted), as the miner lists hold them. */
async function minersOf(type: "pool" | "operator", id: string) {
  const column = type === "pool" ? miners.poolId : miners.operatorId;
  const rows = await ctx.database.db
    .select({ id: miners.id })
    .from(miners)
    .where(and(eq(column, id), isNull(miners.deletedAt)));
  return rows.map((r) => r.id);
}

/** What every place says of an owner's workers by status, read now. */
async function everyPlace(type: "pool" | "operator", id: string) {
  const path = type === "pool" ? "pools" : "operators";
  const minerIds = await minersOf(type, id);
  const query = minerIds.map((m) => `id[]=${m}`).join("&");
  const minerStats: { id: string; workers: Counts }[] = (await get(`miners/stats?${query}`)).data;
  const minerDashboards = minerStats.reduce((all, m) => add(all, m.workers), zero());
  const dashboard: Counts = (await get(`${path}/${id}/stats`)).data.workers;
  const list: { id: string; workers: Counts }[] = (await get(`${path}/${id}/miners?per_page=500`)).data;
  const minerList = list.reduce((all, m) => add(all, m.workers), zero());
  const filterCounts = (await get(`${path}/${id}/workers/statuses`)).data;
  const listTotal = (await get(`${path}/${id}/workers?per_page=1`)).total;
  const listed: Record<string, number> = {};
  for (const s of statuses) listed[s] = (await get(`${path}/${id}/workers?status=${s}&per_page=1`)).total;
  // Each miner: its dashboard, its row in the list, its own worker list's filter counts.
  for (const m of minerStats) {
    const own = (await get(`miners/${m.id}/workers/statuses`)).data;
    expect(shown(own), `miner ${m.id}`).toEqual(shown(m.workers));
    const row = list.find((r) => r.id === m.id);
    expect(row?.workers, `miner ${m.id} in the list`).toEqual(m.workers);
  }
  return { minerDashboards, dashboard, minerList, filterCounts, listTotal, listed };
}

/** Asserts that every place agrees, per status; answers the counts. */
async function agree(type: "pool" | "operator", id: string) {
  const all = await everyPlace(type, id);
  const counts = shown(all.dashboard);
  expect(shown(all.minerDashboards), "miner dashboards added up").toEqual(counts);
  expect(shown(all.minerList), "miner list added up").toEqual(counts);
  expect(shown(all.filterCounts), "worker status filter counts").toEqual(counts);
  expect(all.listed, "worker list totals per status filter").toEqual(counts);
  const total = counts.stable + counts.unavailable + counts.off;
  expect(all.filterCounts.total).toBe(total);
  expect(all.listTotal).toBe(total);
  return counts;
}

describe("workers by status, at one moment, on every screen", () => {
  it("agree on the pool's and the operator's screens (boundary workers are counted apart)", async () => {
    // alice: rig-a, rig-b, Rig-C stable, rig-d unavailable, and two boundary workers; bob's old is off;
    // northhub01's n1 stable.
    expect(await agree("pool", ids.pool ?? "")).toEqual({ stable: 4, unavailable: 1, off: 1 });
    expect(await agree("operator", ids["operator:northhub"] ?? "")).toEqual({
      stable: 1,
      unavailable: 0,
      off: 0,
    });
  });

  it("agree after a new worker arrives between two sweeps", async () => {
    clock.set("2026-03-02T10:09:10Z");
    const res = await postShares(app, "agree-new", [
      { account: "northhub01", worker: "n2", ts: "2026-03-02T10:09:00Z" },
      { account: "alice", worker: "rig-e", ts: "2026-03-02T10:09:00Z" },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await agree("pool", ids.pool ?? "")).toEqual({ stable: 6, unavailable: 1, off: 1 });
    expect(await agree("operator", ids["operator:northhub"] ?? "")).toEqual({
      stable: 2,
      unavailable: 0,
      off: 0,
    });
  });

  it("agree when the sweep moves statuses in a minute already read", async () => {
    // Read at 10:16:20 (every place keeps what it read), then the sweep of that minute finds rig-a, rig-b,
    // Rig-C and n1 silent since 10:05 (over 10 minutes): unavailable.
    clock.set("2026-03-02T10:16:20Z");
    await agree("pool", ids.pool ?? "");
    await agree("operator", ids["operator:northhub"] ?? "");
    expect((await sweepWorkerStatuses(ctx.database.db, clock)).ran).toBe(true);
    expect(await agree("pool", ids.pool ?? "")).toEqual({ stable: 2, unavailable: 5, off: 1 });
    expect(await agree("operator", ids["operator:northhub"] ?? "")).toEqual({
      stable: 1,
      unavailable: 1,
      off: 0,
    });
    // A share brings one back at the next sweep.
    clock.set("2026-03-02T10:17:10Z");
    await ingest(app, ctx.database.db, clock, "agree-back", [
      { worker: "rig-a", ts: "2026-03-02T10:17:00Z" },
    ]);
    expect(await agree("pool", ids.pool ?? "")).toEqual({ stable: 3, unavailable: 4, off: 1 });
  });
});
