import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { miners, operators, pools, workers } from "../src/db/schema";
import { buildTestApp, useTestDatabase } from "./helper";
import { sessionFor, tokenHeaders } from "./product-session";
import { evenShares, postShares } from "./telemetry/shares";
import { api } from "./watchers-helper";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:07:30Z");
let app: App;
const ids: Record<string, string> = {};
const t32 = 2 ** 32;
const as = async (email: string) => tokenHeaders(await sessionFor(ctx.database.db, clock, email));
const get = (path: string, headers: Record<string, string>) => app.inject({ url: `${api}/${path}`, headers });

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  for (const m of await db.select({ id: miners.id, name: miners.accountName }).from(miners))
    ids[m.name] = m.id;
  ids.pool = (await db.select({ id: pools.id }).from(pools))[0]?.id ?? "";
  ids.northhub = (await db.select({ id: operators.id }).from(operators))[0]?.id ?? "";
  // Windows at 10:07:30: 15m [09:47, 10:02), 1h [09:00, 10:00), 24h [03-01 10:00, 10:00).
  const res = await postShares(app, "views-1", [
    // alice: difficulty 1000 each second 09:00-10:00, 20 rejected at 09:50, 60 after the windows' end.
    ...evenShares("2026-03-02T09:00:00Z", 3600, 3600, { worker: "s1" }),
    ...evenShares("2026-03-02T09:50:00Z", 20, 20, { worker: "s1", accepted: false }),
    ...evenShares("2026-03-02T10:03:00Z", 60, 60, { worker: "s1" }),
    // northhub01 (a customer): difficulty 2000 each second 09:45-10:00.
    ...evenShares("2026-03-02T09:45:00Z", 900, 900, { account: "northhub01", worker: "a", difficulty: 2000 }),
    // bob: stable, unavailable and off workers; northhub03: one unavailable worker.
    { account: "bob", worker: "fresh", ts: "2026-03-02T10:07:00Z" },
    { account: "bob", worker: "quiet", ts: "2026-03-02T09:00:00Z" },
    { account: "bob", worker: "old", ts: "2026-02-28T10:08:00Z" },
    { account: "northhub03", worker: "quiet", ts: "2026-03-02T09:00:00Z" },
  ]);
  expect(res.json()).toMatchObject({ accepted: 4584, rejected: 0 });
  // northhub02: a worker removed long ago (kept in history, gone from lists).
  const gone = new Date("2026-02-20T00:00:00Z");
  await db.insert(workers).values({
    minerId: ids.northhub02 ?? "",
    name: "gone",
    firstSeen: gone,
    lastShareAt: gone,
    status: "removed",
    statusChangedAt: gone,
    removedAt: gone,
  });
});
afterAll(() => app.close());

/** The figures of `miners/stats` for given window sums (difficulty, shares) and rejected 15m difficulty. */
function figures(d15: number, n15: number, d1h: number, n1h: number, d24h: number, n24h: number, r15 = 0) {
  const err = (n: number) => (n > 0 ? 1 / Math.sqrt(n) : null);
  return {
    hash_rate_15m: (d15 * t32) / 900,
    hash_rate_1h: (d1h * t32) / 3600,
    hash_rate_24h: (d24h * t32) / 86_400,
    shares_15m: n15,
    shares_1h: n1h,
    shares_24h: n24h,
    rel_error_15m: err(n15),
    rel_error_1h: err(n1h),
    rel_error_24h: err(n24h),
    reject_pct_15m: d15 + r15 > 0 ? (r15 / (d15 + r15)) * 100 : 0,
  };
}

describe("GET pools/{id} and operators/{id}", () => {
  it("answers the pool to its users, with its stratum addresses", async () => {
    const res = await get(`pools/${ids.pool}`, await as("pool@pithead.test"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: ids.pool,
      pool_name: "Pithead",
      created_at: expect.any(String),
      stratum_addresses: [
        "stratum+tcp://stratum.pithead.test:3333",
        "stratum+tcp://stratum-eu.pithead.test:3333",
        "stratum+tcp://stratum-asia.pithead.test:3333",
      ],
    });
  });

  it("answers the operator to its users and the pool's", async () => {
    for (const email of ["operator@pithead.test", "pool@pithead.test"]) {
      const res = await get(`operators/${ids.northhub}`, await as(email));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: ids.northhub,
        operator_name: "northhub",
        title: "North Hub",
        pool_id: ids.pool,
        created_at: expect.any(String),
      });
    }
  });
});

describe("GET {pools|operators}/{id}/stats", () => {
  it("sums the pool's shares over the windows, counts its miners and their workers by status", async () => {
    const res = await get(`pools/${ids.pool}/stats`, await as("pool@pithead.test"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: ids.pool,
      // 15m: alice 780 x 1000, northhub01 780 x 2000; 1h and 24h: alice 3600 x 1000, northhub01 900 x 2000,
      // bob's and northhub03's quiet workers 1000 each.
      ...figures(2_340_000, 1560, 5_402_000, 4502, 5_402_000, 4502, 20_000),
      miners: 6,
      workers: { stable: 3, unavailable: 2, off: 1, removed: 1 },
    });
  });

  it("sums the operator's customers only", async () => {
    const res = await get(`operators/${ids.northhub}/stats`, await as("operator@pithead.test"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: ids.northhub,
      ...figures(1_560_000, 780, 1_801_000, 901, 1_801_000, 901),
      miners: 3,
      workers: { stable: 1, unavailable: 1, off: 0, removed: 1 },
    });
  });
});

describe("GET {pools|operators}/{id}/miners", () => {
  it("lists the pool's miners sorted by hashrate, with the figures of miners/stats", async () => {
    const pool = await as("pool@pithead.test");
    const res = await get(`pools/${ids.pool}/miners?sort_by=hash_rate_15m&order=desc`, pool);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 6, page: 1, per_page: 50 });
    expect(body.data.map((m: { account_name: string }) => m.account_name)).toEqual([
      "northhub01",
      "alice",
      "bob", // the rest have no 15m hashrate: by account name
      "carol",
      "northhub02",
      "northhub03",
    ]);
    expect(body.data[1]).toEqual({
      id: ids.alice,
      account_name: "alice",
      title: "Alice",
      operator_id: null,
      status: "active",
      workers: { stable: 1, unavailable: 0, off: 0, removed: 0 },
      ...figures(780_000, 780, 3_600_000, 3600, 3_600_000, 3600, 20_000),
    });
    expect(body.data[0]).toMatchObject({ operator_id: ids.northhub, title: "North Hub customer 1" });
    const stats = await get(
      `miners/stats?${body.data.map((m: { id: string }) => `id[]=${m.id}`).join("&")}`,
      pool,
    );
    expect(
      body.data.map(({ account_name, title, operator_id, status, ...rest }: Record<string, unknown>) => rest),
    ).toEqual(stats.json().data);
  });

  it("filters by status and name, sorts both ways and pages", async () => {
    const pool = await as("pool@pithead.test");
    const names = async (query: string) => {
      const res = await get(`pools/${ids.pool}/miners?${query}`, pool);
      expect(res.statusCode, query).toBe(200);
      const body = res.json();
      return [body.total, ...body.data.map((m: { account_name: string }) => m.account_name)];
    };
    expect(await names("")).toEqual([6, "alice", "bob", "carol", "northhub01", "northhub02", "northhub03"]);
    expect(await names("status=active")).toEqual([3, "alice", "bob", "northhub01"]);
    expect(await names("status=inactive")).toEqual([1, "northhub03"]);
    expect(await names("status=empty&order=desc")).toEqual([2, "northhub02", "carol"]);
    expect(await names("name=NORTH&sort_by=hash_rate_1h&order=desc")).toEqual([
      3,
      "northhub01",
      "northhub03",
      "northhub02",
    ]);
    expect(await names("name=customer%202")).toEqual([1, "northhub02"]); // the title
    expect(await names("name=%25")).toEqual([0]);
    // 24h ascending: carol, northhub02 (0), bob, northhub03 (1000), northhub01, alice.
    expect(await names("sort_by=hash_rate_24h&per_page=2&page=3")).toEqual([6, "northhub01", "alice"]);
    expect(await names("per_page=4&page=2")).toEqual([6, "northhub02", "northhub03"]);
    expect(await names("page=9")).toEqual([6]);
  });

  it("lists an operator's customers only, and counts miners by status", async () => {
    const operator = await as("operator@pithead.test");
    const list = await get(`operators/${ids.northhub}/miners?sort_by=hash_rate_1h&order=desc`, operator);
    expect(list.json().data.map((m: { status: string }) => m.status)).toEqual([
      "active",
      "inactive",
      "empty",
    ]);
    const statuses = await get(`operators/${ids.northhub}/miners/statuses`, operator);
    expect(statuses.json()).toEqual({ data: { active: 1, inactive: 1, empty: 1 } });
    const pool = await get(`pools/${ids.pool}/miners/statuses`, await as("pool@pithead.test"));
    expect(pool.json()).toEqual({ data: { active: 3, inactive: 1, empty: 2 } });
    const named = await get(`pools/${ids.pool}/miners/statuses?name=Bo`, await as("pool@pithead.test"));
    expect(named.json()).toEqual({ data: { active: 1, inactive: 0, empty: 0 } }); // bob
  });
});
