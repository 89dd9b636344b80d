import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helper";
import { type DemoWorld, demoWorld, getJson } from "./demo-world";

// Hashrate over 15 minutes, 1 hour and 24 hours, read in every place at one moment: a miner's dashboard figures
// (miners/stats), its chart's points over the same window (PT15M, PT1H, P1D), the sum of its workers' rows
// (hardware and boundary lists) and of workers/stats; an operator's and a pool's dashboard figures, their
// charts, the sum of their miner or customer lists, of their workers lists (with each miner's boundary workers, which
// those lists leave out) and of their miners' figures.
const ctx = useTestDatabase({ demo: true });
let w: DemoWorld;
beforeAll(async () => {
  w = await demoWorld(ctx.database);
}, 120_000);
afterAll(() => w?.app.close());

const windows = ["15m", "1h", "24h"] as const;
const periodOf = { "15m": "PT15M", "1h": "PT1H", "24h": "P1D" } as const;
type Figures = Record<`hash_rate_${(typeof windows)[number]}` | `shares_${(typeof windows)[number]}`, number>;
type Row = Figures & { id: string; status?: string };
type Chart = { data: { points: { hash_rate: number; shares: number }[] }[] };

/** The hashrate and share count of each window, summed over rows. */
function sumOf(rows: Figures[]) {
  const out: Record<string, number> = {};
  for (const win of windows) {
    out[`hash_rate_${win}`] = rows.reduce((s, r) => s + r[`hash_rate_${win}`], 0);
    out[`shares_${win}`] = rows.reduce((s, r) => s + r[`shares_${win}`], 0);
  }
  return out;
}

/** A chart's points over the period, as the window's figures: the mean hashrate and the shares. */
async function chartFigures(path: string, h: Record<string, string>, query = "") {
  const out: Record<string, number> = {};
  for (const win of windows) {
    const chart = await getJson<Chart>(w.app, `${path}?period=${periodOf[win]}${query}`, h);
    const points = chart.data[0]?.points ?? [];
    out[`hash_rate_${win}`] = points.reduce((s, p) => s + p.hash_rate, 0) / Math.max(points.length, 1);
    out[`shares_${win}`] = points.reduce((s, p) => s + p.shares, 0);
  }
  return out;
}

/** Each place's figures equal the reference's: shares exactly, hashrates to 1e-9 (float sums in other orders). */
function expectSame(reference: Figures, places: Record<string, Record<string, number>>) {
  for (const [place, figures] of Object.entries(places)) {
    for (const win of windows) {
      const want = reference[`hash_rate_${win}`];
      const got = figures[`hash_rate_${win}`] ?? Number.NaN;
      expect({ place, window: win, shares: figures[`shares_${win}`] }).toEqual({
        place,
        window: win,
        shares: reference[`shares_${win}`],
      });
      expect(
        Math.abs(got - want) / Math.max(want, 1),
        `${place} hash_rate_${win}: ${got} against ${want}`,
      ).toBeLessThan(1e-9);
    }
  }
}

/** The boundary workers' figures of each miner (`miners/{id}/workers/boundary/stats`): not in scope lists. */
async function boundaryOf(minerIds: string[], h: Record<string, string>) {
  const out: Figures[] = [];
  for (const id of minerIds) {
    out.push((await getJson<{ data: Row }>(w.app, `miners/${id}/workers/boundary/stats`, h)).data);
  }
  return out;
}

async function workerRows(path: string, h: Record<string, string>) {
  return (await getJson<{ data: Row[]; total: number }>(w.app, `${path}?per_page=1000`, h)).data;
}

describe("hashrate 15m / 1h / 24h", () => {
  it.each(["alice", "bob", "carol", "northhub01"])(
    "%s: dashboard figures = chart = workers lists = workers/stats",
    async (name) => {
      const id = w.miner(name);
      const h = w.h.pool;
      const [stats] = (await getJson<{ data: Row[] }>(w.app, `miners/stats?id[]=${id}`, h)).data;
      if (!stats) throw new Error("no stats");
      const hardware = await workerRows(`miners/${id}/workers`, h);
      const boundary = await workerRows(`miners/${id}/workers/boundary`, h);
      const ids = [...hardware, ...boundary].map((r) => `id[]=${r.id}`);
      const workerStats: Row[] = [];
      for (let i = 0; i < ids.length; i += 200) {
        const part = await getJson<{ data: Row[] }>(
          w.app,
          `workers/stats?${ids.slice(i, i + 200).join("&")}`,
          h,
        );
        workerStats.push(...part.data);
      }
      expect(stats.hash_rate_15m).toBeGreaterThan(0);
      expectSame(stats, {
        chart: await chartFigures("miners/charts", h, `&id[]=${id}`),
        "workers lists": sumOf([...hardware, ...boundary]),
        "workers/stats": sumOf(workerStats),
      });
    },
  );

  it("the operator: dashboard = chart = customers list = workers list = its customers' figures", async () => {
    const h = w.h.operator;
    const op = w.operatorId;
    const stats = (await getJson<{ data: Row }>(w.app, `operators/${op}/stats`, h)).data;
    const customers = (await getJson<{ data: Row[] }>(w.app, `operators/${op}/miners?per_page=500`, h)).data;
    const ids = customers.map((c) => `id[]=${c.id}`).join("&");
    const minerStats = (await getJson<{ data: Row[] }>(w.app, `miners/stats?${ids}`, h)).data;
    expect(customers).toHaveLength(3);
    expectSame(stats, {
      chart: await chartFigures(`operators/${op}/charts`, h),
      "customers list": sumOf(customers),
      "workers list + boundary": sumOf([
        ...(await workerRows(`operators/${op}/workers`, h)),
        ...(await boundaryOf(
          customers.map((c) => c.id),
          h,
        )),
      ]),
      "miners/stats": sumOf(minerStats),
    });
  });

  it("the pool: dashboard = chart = miners list = workers list = its miners' figures", async () => {
    const h = w.h.pool;
    const pool = w.poolId;
    const stats = (await getJson<{ data: Row }>(w.app, `pools/${pool}/stats`, h)).data;
    const miners = (await getJson<{ data: Row[] }>(w.app, `pools/${pool}/miners?per_page=500`, h)).data;
    const ids = miners.map((m) => `id[]=${m.id}`).join("&");
    const minerStats = (await getJson<{ data: Row[] }>(w.app, `miners/stats?${ids}`, h)).data;
    expect(miners).toHaveLength(6);
    expectSame(stats, {
      chart: await chartFigures(`pools/${pool}/charts`, h),
      "miners list": sumOf(miners),
      "workers list + boundary": sumOf([
        ...(await workerRows(`pools/${pool}/workers`, h)),
        ...(await boundaryOf(
          miners.map((m) => m.id),
          h,
        )),
      ]),
      "miners/stats": sumOf(minerStats),
    });
  });
});
