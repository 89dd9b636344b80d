import { type Payment, paymentsListSchema } from "@pithead/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners, payments } from "../../src/db/schema";
import { compactPaymentCountsJob } from "../../src/jobs/payment-counts-compaction";
import { compactPaymentCounts } from "../../src/modules/payments/payment-counts.repository";
import { buildTestApp, useTestDatabase } from "../helper";
import { seedListPayments } from "./list-payments";
import { api, minerIn, type PaymentsWorld, paymentsWorld } from "./payments-fixture";

/**
 * The pool's and the operator's lists read their rows through the rows' scope copies and their totals from
 * `payment_counts` (issue 43): both must stay what counting the rows answers, whatever changes the rows.
 */
const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-10T12:00:00Z");
let app: App;
let w: PaymentsWorld;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  w = await paymentsWorld(app, ctx.database.db, clock);
  await seedListPayments(ctx.database.db, w);
});
afterAll(() => app.close());

async function list(path: string, headers: Record<string, string>) {
  const res = await app.inject({ url: `${api}/${path}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return paymentsListSchema.parse(res.json());
}

async function firstRow(query: SQL) {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0] ?? {};
}

/** Every row of a list, page by page (50 a page), and the total each page answered. */
async function everyRow(path: string, headers: Record<string, string>) {
  const rows: Payment[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const join = path.includes("?") ? "&" : "?";
    const body = await list(`${path}${join}per_page=50&page=${page}`, headers);
    totals.add(body.total);
    rows.push(...body.data);
    if (body.data.length < 50) return { rows, totals: [...totals] };
  }
}

const filters = [
  "",
  "type=reward",
  "type=payout,transfer",
  "direction=outgoing",
  "status=pending",
  "status=completed&type=reward",
  "from=2026-03-03",
  "to=2026-03-02",
  "from=2026-03-02&to=2026-03-03&direction=incoming",
  "from=2026-04-01",
];

/** Each filter's total on the pool's and the operator's list is the number of rows the pages hold. */
async function expectTotalsAgree() {
  for (const [owner, headers] of [
    [`pools/${w.ids.poolId}`, w.users.pool.headers],
    [`operators/${w.ids.operatorId}`, w.users.operator.headers],
  ] as const) {
    for (const filter of filters) {
      const { rows, totals } = await everyRow(`${owner}/payments?${filter}`, headers);
      expect(totals, `${owner} ${filter}`).toEqual([rows.length]);
    }
  }
}

describe("payments lists at size: totals and scope", () => {
  it("keeps the totals equal to the rows through inserts, status changes and a compaction", async () => {
    const db = ctx.database.db;
    const pool = await list(`pools/${w.ids.poolId}/payments`, w.users.pool.headers);
    expect(pool.total).toBe(7);
    await expectTotalsAgree();
    // A payout completes (one statement), another is canceled: counts move from one status to another.
    await db.execute(sql`update payments set status = 'completed', updated_at = now()
      where miner_id = ${w.ids.alice} and type = 'payout' and amount = 250000`);
    await db.execute(sql`update payments set status = 'canceled' where miner_id = ${w.ids.alice}
      and type = 'payout' and amount = 100000`);
    // An update that moves no count (details only) adds no count row.
    const before = await firstRow(sql`select count(*)::int as n from payment_counts`);
    await db.execute(sql`update payments set details = details || '{"note": 1}'::jsonb`);
    expect(await firstRow(sql`select count(*)::int as n from payment_counts`)).toEqual(before);
    await expectTotalsAgree();
    expect((await list(`pools/${w.ids.poolId}/payments?status=canceled`, w.users.pool.headers)).total).toBe(
      1,
    );

    // The hourly job folds once per hour, however often it is started.
    const first = await compactPaymentCountsJob(db, clock);
    expect(first).toMatchObject({ ran: true, value: expect.any(Number) });
    expect(first.ran && first.value).toBeGreaterThan(0);
    expect(await compactPaymentCountsJob(db, clock)).toEqual({ ran: false });
    const groups = await firstRow(sql`select count(*)::int as rows,
        count(distinct (owner_id, day, type, direction, status))::int as groups,
        count(*) filter (where n = 0)::int as zeros
      from payment_counts`);
    expect(groups.zeros).toBe(0);
    expect(groups.rows).toBe(groups.groups);
    await expectTotalsAgree();
    expect(await compactPaymentCounts(db)).toBe(0);
  });

  it("moves a miner's rows with it to another operator, list and total", async () => {
    const db = ctx.database.db;
    const opList = () => list(`operators/${w.ids.operatorId}/payments`, w.users.operator.headers);
    expect((await opList()).data.map((p) => p.account_name)).toEqual(["cust"]);
    await db.update(miners).set({ operatorId: null }).where(eq(miners.id, w.ids.cust));
    expect(await opList()).toMatchObject({ total: 0, data: [] });
    expect((await list(`pools/${w.ids.poolId}/payments`, w.users.pool.headers)).total).toBe(7);
    await db.update(miners).set({ operatorId: w.ids.operatorId }).where(eq(miners.id, w.ids.cust));
    expect(await opList()).toMatchObject({ total: 1, data: [{ account_name: "cust" }] });
    await expectTotalsAgree();
  });

  it("pages a day's rows stamped at one instant in the lists' order, newest and oldest first", async () => {
    const db = ctx.database.db;
    // A reward run's shape: 60 miners' rewards and their shares at one time (a reward before its shares).
    const at = new Date("2026-03-06T09:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push(await minerIn(db, w.ids.poolId, `day${i}`, w.ids.operatorId));
    await db.insert(payments).values(
      ids
        .flatMap((minerId, i) => [
          { minerId, type: "reward", direction: "incoming", status: "completed", amount: BigInt(1000 + i) },
          {
            minerId,
            type: "profit_sharing",
            direction: "outgoing",
            status: "completed",
            amount: 7n,
            sortRank: 1,
          },
        ])
        .map((row) => ({ ...row, settlementDay: "2026-03-05", createdAt: at, updatedAt: at })),
    );
    for (const [owner, headers] of [
      [`pools/${w.ids.poolId}`, w.users.pool.headers],
      [`operators/${w.ids.operatorId}`, w.users.operator.headers],
    ] as const) {
      for (const sort of ["desc", "asc"] as const) {
        const { rows, totals } = await everyRow(`${owner}/payments?sort=${sort}&from=2026-03-06`, headers);
        expect(totals).toEqual([120]);
        const rank = (p: Payment) => (p.type === "reward" ? 0 : 1);
        const byId = (a: Payment, b: Payment) => (a.id < b.id ? -1 : 1) * (sort === "asc" ? 1 : -1);
        const expected = [...rows].sort((a, b) => rank(a) - rank(b) || byId(a, b));
        expect(rows.map((p) => p.id)).toEqual(expected.map((p) => p.id));
        expect(new Set(rows.map((p) => p.id)).size).toBe(120);
      }
    }
  });
});
