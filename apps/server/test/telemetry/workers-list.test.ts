import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { api, headersOf, ingest, ingestWorkerShares, t32, workersNow } from "./workers-fixture";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock(workersNow);
let app: App;
let ids: Record<string, string> = {};
let miner: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  ids = await ingestWorkerShares(app, ctx.database.db, clock);
  miner = await headersOf(ctx.database.db, clock, "miner@pithead.test");
});
afterAll(() => app.close());

const get = async (path: string, headers = miner) => {
  const res = await app.inject({ url: `${api}/${path}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = async (path: string, headers = miner) =>
  (await get(path, headers)).data.map((w: { name: string }) => w.name);
const figures = (accepted: number, shares: number, rejectPct = 0) => ({
  hash_rate_15m: (accepted * t32) / 900,
  hash_rate_1h: (accepted * t32) / 3600,
  hash_rate_24h: (accepted * t32) / 86_400,
  shares_15m: shares,
  shares_1h: shares,
  shares_24h: shares,
  rel_error_15m: 1 / Math.sqrt(shares),
  rel_error_1h: 1 / Math.sqrt(shares),
  rel_error_24h: 1 / Math.sqrt(shares),
  reject_pct_15m: rejectPct,
});

describe("GET miners/{id}/workers", () => {
  it("answers each hardware worker's figures, exactly as workers/stats sums them", async () => {
    const list = await get(`miners/${ids.alice}/workers?name=rig-a`);
    expect(list).toMatchObject({ total: 1, page: 1, per_page: 100 });
    expect(list.data).toEqual([
      {
        id: ids["rig-a"],
        miner_id: ids.alice,
        account_name: "alice",
        name: "rig-a",
        behaviour: "hardware",
        status: "stable",
        // Stable since its first share (09:50), not since the batch arrived.
        status_changed_at: "2026-03-02T09:50:00.000Z",
        last_share_at: "2026-03-02T10:05:00.000Z",
        silence: null,
        ...figures(60_000, 60, 25),
      },
    ]);
    const stats = await get(`workers/stats?id[]=${ids["rig-a"]}&id[]=${ids["rig-d"]}`);
    const rows = (await get(`miners/${ids.alice}/workers`)).data;
    for (const s of stats.data) {
      const { miner_id: _m, last_share_at: _l, ...numbers } = s;
      expect(rows.find((r: { id: string }) => r.id === s.id)).toMatchObject(numbers);
    }
    expect(rows.find((r: { name: string }) => r.name === "rig-d")).toMatchObject({
      status: "unavailable",
      hash_rate_15m: 0,
      hash_rate_1h: (30_000 * t32) / 3600,
      shares_15m: 0,
      rel_error_15m: null,
    });
  });

  it("sorts by each field, ties by name then id in the same direction, names case-insensitively", async () => {
    const path = `miners/${ids.alice}/workers`;
    expect(await names(path)).toEqual(["rig-a", "rig-b", "Rig-C", "rig-d"]);
    expect(await names(`${path}?sort_by=worker_name&order=desc`)).toEqual([
      "rig-d",
      "Rig-C",
      "rig-b",
      "rig-a",
    ]);
    expect(await names(`${path}?sort_by=hash_rate_15m&order=desc`)).toEqual([
      "rig-b",
      "Rig-C",
      "rig-a",
      "rig-d",
    ]);
    expect(await names(`${path}?sort_by=hash_rate_15m`)).toEqual(["rig-d", "rig-a", "Rig-C", "rig-b"]);
    expect(await names(`${path}?sort_by=hash_rate_1h&order=desc`)).toEqual([
      "rig-b",
      "Rig-C",
      "rig-a",
      "rig-d",
    ]);
    expect(await names(`${path}?sort_by=hash_rate_24h`)).toEqual(["rig-d", "rig-a", "Rig-C", "rig-b"]);
    expect(await names(`${path}?sort_by=reject_pct_15m&order=desc`)).toEqual([
      "rig-a",
      "rig-d",
      "Rig-C",
      "rig-b",
    ]);
  });

  it("pages without overlap, filters by status and by a case-insensitive name part", async () => {
    const path = `miners/${ids.alice}/workers?sort_by=hash_rate_15m&order=desc&per_page=2`;
    const first = await get(`${path}&page=1`);
    expect([first.total, first.page, first.per_page]).toEqual([4, 1, 2]);
    expect(first.data.map((w: { name: string }) => w.name)).toEqual(["rig-b", "Rig-C"]);
    expect(await names(`${path}&page=2`)).toEqual(["rig-a", "rig-d"]);
    expect(await get(`${path}&page=3`)).toMatchObject({ data: [], total: 4 });
    expect(await names(`miners/${ids.alice}/workers?status=unavailable`)).toEqual(["rig-d"]);
    expect(await names(`miners/${ids.alice}/workers?status=off`)).toEqual([]);
    expect(await names(`miners/${ids.alice}/workers?name=C`)).toEqual(["Rig-C"]);
    expect(await names(`miners/${ids.alice}/workers?name=RIG-&sort_by=hash_rate_1h`)).toHaveLength(4);
  });

  it("counts statuses, with the name filter", async () => {
    expect(await get(`miners/${ids.alice}/workers/statuses`)).toEqual({
      data: { stable: 3, unavailable: 1, off: 0, removed: 0, total: 4, silent: 0 },
    });
    expect(await get(`miners/${ids.alice}/workers/statuses?name=rig-d`)).toEqual({
      data: { stable: 0, unavailable: 1, off: 0, removed: 0, total: 1, silent: 0 },
    });
  });
});

describe("boundary workers", () => {
  it("lists, counts and adds up the miner's boundary workers only", async () => {
    expect(await names(`miners/${ids.alice}/workers/boundary?sort_by=hash_rate_15m&order=desc`)).toEqual([
      "bnd-1",
      "bnd-2",
    ]);
    expect(await get(`miners/${ids.alice}/workers/boundary/statuses?name=2`)).toEqual({
      data: { stable: 1, unavailable: 0, off: 0, removed: 0, total: 1, silent: 0 },
    });
    expect(await get(`miners/${ids.alice}/workers/boundary/stats`)).toEqual({
      data: { ...figures(90_000, 45), workers: { stable: 2, unavailable: 0, off: 0, removed: 0 } },
    });
  });
});

describe("pool and operator lists", () => {
  it("hold the hardware workers of their miners", async () => {
    const pool = await headersOf(ctx.database.db, clock, "pool@pithead.test");
    expect(await names(`pools/${ids.pool}/workers`, pool)).toEqual([
      "n1",
      "old",
      "rig-a",
      "rig-b",
      "Rig-C",
      "rig-d",
    ]);
    expect(await get(`pools/${ids.pool}/workers/statuses`, pool)).toEqual({
      data: { stable: 4, unavailable: 1, off: 1, removed: 0, total: 6, silent: 0 },
    });
    const operator = await headersOf(ctx.database.db, clock, "operator@pithead.test");
    const list = await get(`operators/${ids["operator:northhub"]}/workers`, operator);
    expect(list.data).toEqual([
      expect.objectContaining({ name: "n1", account_name: "northhub01", ...figures(5000, 10) }),
    ]);
  });

  it("sort by the 15m figures without an index of their own (the operator's through a join)", async () => {
    const pool = await headersOf(ctx.database.db, clock, "pool@pithead.test");
    type Row = { name: string; hash_rate_15m: number; reject_pct_15m: number };
    for (const sort of ["hash_rate_15m", "reject_pct_15m"] as const) {
      const rows: Row[] = (await get(`pools/${ids.pool}/workers?sort_by=${sort}&order=desc`, pool)).data;
      expect(rows).toHaveLength(6);
      const expected = [...rows].sort(
        (a, b) => b[sort] - a[sort] || b.name.localeCompare(a.name, "en", { numeric: true }),
      );
      expect(rows.map((r) => r.name)).toEqual(expected.map((r) => r.name));
    }
    const operator = await headersOf(ctx.database.db, clock, "operator@pithead.test");
    const path = `operators/${ids["operator:northhub"]}/workers?sort_by=hash_rate_15m&order=desc`;
    expect((await get(path, operator)).data).toEqual([
      expect.objectContaining({ name: "n1", account_name: "northhub01", ...figures(5000, 10) }),
    ]);
  });
});

describe("the snapshot is never stale", () => {
  it("takes a new worker at once, and the next minute's windows when the clock moves", async () => {
    const path = `miners/${ids.alice}/workers?sort_by=hash_rate_15m&order=desc`;
    await ingest(app, ctx.database.db, clock, "workers-2", [{ worker: "rig-e", ts: "2026-03-02T10:07:00Z" }]);
    const now = await get(path);
    expect(now.total).toBe(5);
    expect(now.data.find((w: { name: string }) => w.name === "rig-e")).toMatchObject({ hash_rate_24h: 0 });
    clock.advance(60_000); // 10:08:30: 15m is [09:48, 10:03), rig-b's minute 09:47 has left it
    const later = (await get(path)).data;
    expect(later.map((w: { name: string }) => w.name)).toEqual(["Rig-C", "rig-a", "rig-e", "rig-d", "rig-b"]);
    expect(later.at(-1)).toMatchObject({
      hash_rate_15m: 0,
      shares_15m: 0,
      hash_rate_1h: (120_000 * t32) / 3600,
    });
  });

  it("follows the status sweep", async () => {
    clock.advance(10 * 60_000); // 10:18:30: rig-a, rig-b and Rig-C have been silent since 10:05
    await ingest(app, ctx.database.db, clock, "workers-3", [{ worker: "rig-e", ts: "2026-03-02T10:18:00Z" }]);
    expect(await names(`miners/${ids.alice}/workers?status=stable`)).toEqual(["rig-e"]);
    expect((await get(`miners/${ids.alice}/workers/statuses`)).data).toMatchObject({
      stable: 1,
      unavailable: 4,
    });
  });
});
