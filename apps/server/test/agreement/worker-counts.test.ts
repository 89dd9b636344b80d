import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helper";
import { type DemoWorld, demoWorld, getJson } from "./demo-world";

// Workers per status (stable, unavailable, off, removed), read in every place at one moment: a miner's
// dashboard (miners/stats), its workers page's status filter counts (workers/statuses) and the totals of the
// list filtered by each status, its row in the pool's miners list and the operator's customers list; the same
// for an operator's and a pool's dashboards against their workers pages and the sums of their miner lists.
// A miner's boundary workers have a page of their own (boundary/stats, boundary/statuses, the boundary list).
const ctx = useTestDatabase({ demo: true });
let w: DemoWorld;
beforeAll(async () => {
  w = await demoWorld(ctx.database);
}, 120_000);
afterAll(() => w?.app.close());

const statuses = ["stable", "unavailable", "off", "removed"] as const;
type Counts = Record<(typeof statuses)[number], number>;
type MinerRow = { id: string; account_name: string; status: string; workers: Counts };

const counts = (c: Counts): Counts => ({
  stable: c.stable,
  unavailable: c.unavailable,
  off: c.off,
  removed: c.removed,
});
const sum = (rows: Counts[]): Counts =>
  Object.fromEntries(statuses.map((s) => [s, rows.reduce((n, r) => n + r[s], 0)])) as Counts;

/** The status filter counts of a workers page and the totals of its list filtered by each status. */
async function workersPage(path: string, h: Record<string, string>) {
  const { data } = await getJson<{ data: Counts & { total: number } }>(w.app, `${path}/statuses`, h);
  const listed = {} as Counts;
  for (const status of statuses) {
    listed[status] = (
      await getJson<{ total: number }>(w.app, `${path}?status=${status}&per_page=1`, h)
    ).total;
  }
  const unfiltered = (await getJson<{ total: number }>(w.app, `${path}?per_page=1`, h)).total;
  expect(data.total).toBe(data.stable + data.unavailable + data.off);
  expect(unfiltered).toBe(data.total);
  return { filters: counts(data), list: listed };
}

describe("workers per status", () => {
  it.each(["alice", "bob", "carol", "northhub01", "northhub02", "northhub03"])(
    "%s: dashboard = workers page filters = list totals = miners list row",
    async (name) => {
      const id = w.miner(name);
      const h = w.h.pool;
      const [stats] = (await getJson<{ data: { workers: Counts }[] }>(w.app, `miners/stats?id[]=${id}`, h))
        .data;
      if (!stats) throw new Error("no stats");
      const page = await workersPage(`miners/${id}/workers`, h);
      const pool = await getJson<{ data: MinerRow[] }>(w.app, `pools/${w.poolId}/miners?name=${name}`, h);
      const row = pool.data.find((r) => r.account_name === name);
      const places: Record<string, Counts | undefined> = {
        "workers filters": page.filters,
        "workers list": page.list,
        "pool's miners list": row && counts(row.workers),
      };
      if (name.startsWith("northhub")) {
        const customers = await getJson<{ data: MinerRow[] }>(
          w.app,
          `operators/${w.operatorId}/miners?name=${name}`,
          w.h.operator,
        );
        const customer = customers.data.find((r) => r.account_name === name);
        places["operator's customers list"] = customer && counts(customer.workers);
      }
      const reference = counts(stats.workers);
      expect(places).toEqual(Object.fromEntries(Object.keys(places).map((k) => [k, reference])));
    },
  );

  it.each(["carol", "northhub02"])(
    "%s's boundary workers: boundary stats = their filters = their list totals",
    async (name) => {
      const id = w.miner(name);
      const { data } = await getJson<{ data: { workers: Counts } }>(
        w.app,
        `miners/${id}/workers/boundary/stats`,
        w.h.pool,
      );
      const page = await workersPage(`miners/${id}/workers/boundary`, w.h.pool);
      expect(data.workers.stable).toBe(1);
      expect({ filters: page.filters, list: page.list }).toEqual({
        filters: counts(data.workers),
        list: counts(data.workers),
      });
    },
  );

  for (const scope of ["operator", "pool"] as const) {
    it(`the ${scope}: dashboard = workers page filters = list totals = its miners' rows and figures`, async () => {
      const h = scope === "pool" ? w.h.pool : w.h.operator;
      const base = scope === "pool" ? `pools/${w.poolId}` : `operators/${w.operatorId}`;
      const { data: stats } = await getJson<{ data: { miners: number; workers: Counts } }>(
        w.app,
        `${base}/stats`,
        h,
      );
      const page = await workersPage(`${base}/workers`, h);
      const list = (await getJson<{ data: MinerRow[] }>(w.app, `${base}/miners?per_page=500`, h)).data;
      const ids = list.map((r) => `id[]=${r.id}`).join("&");
      const figures = (await getJson<{ data: { workers: Counts }[] }>(w.app, `miners/stats?${ids}`, h)).data;
      const reference = counts(stats.workers);
      expect(stats.workers.stable).toBeGreaterThan(0);
      expect({
        "workers filters": page.filters,
        "workers list": page.list,
        "miners list rows": sum(list.map((r) => r.workers)),
        "miners/stats": sum(figures.map((f) => f.workers)),
      }).toEqual({
        "workers filters": reference,
        "workers list": reference,
        "miners list rows": reference,
        "miners/stats": reference,
      });
      // The miners by state: the dashboard's count, the state filter's counts and the rows' states.
      const { data: states } = await getJson<{ data: Record<string, number> }>(
        w.app,
        `${base}/miners/statuses`,
        h,
      );
      const byRow = (state: string) => list.filter((r) => r.status === state).length;
      expect({
        miners: stats.miners,
        active: byRow("active"),
        inactive: byRow("inactive"),
        empty: byRow("empty"),
        stableMiners: list.filter((r) => r.workers.stable > 0).length,
      }).toEqual({
        miners: list.length,
        active: states.active,
        inactive: states.inactive,
        empty: states.empty,
        stableMiners: states.active,
      });
    });
  }
});
