import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helper";
import { allPayments, type DemoWorld, demoWorld, getJson, signed } from "./demo-world";

// Earned all time, read in every place at one moment: the earned route (the dashboard's tile), the mining
// report's year (the tax calculator's "take it from the account": its months and its total), and the Payments
// rows that rewards make (the reward, shares given and received, referral income). A pool's and an operator's
// earned is the sum of what each of its miners paid it (earned-from-miner).
const ctx = useTestDatabase({ demo: true });
let w: DemoWorld;
beforeAll(async () => {
  w = await demoWorld(ctx.database);
}, 120_000);
afterAll(() => w?.app.close());

type Earned = { data: { amount: number; since: string | null } };
type Year = { data: { months: { month: string; credited: number }[]; totals: { credited: number } } };
const rewardTypes = new Set(["reward", "profit_sharing", "referral"]);
const accounts = ["alice", "bob", "carol", "northhub01", "northhub02", "northhub03"];

describe("earned all time", () => {
  it.each(accounts)("%s: earned route = mining report year = reward payments", async (name) => {
    const id = w.miner(name);
    const h = w.h.pool;
    const { data: earned } = await getJson<Earned>(w.app, `miners/${id}/earned-all-time`, h);
    // The demo's history begins in February 2026: the years before credit nothing.
    const { data: year } = await getJson<Year>(w.app, `miners/${id}/mining-report/year?year=2026`, h);
    const { data: before } = await getJson<Year>(w.app, `miners/${id}/mining-report/year?year=2025`, h);
    const rows = (await allPayments(w.app, `miners/${id}/payments`, h)).filter(
      (p) => rewardTypes.has(p.type) && p.status !== "canceled",
    );
    const first = rows.filter((p) => p.type === "reward").at(-1);

    expect(earned.amount).toBeGreaterThan(0);
    expect({
      year: year.totals.credited,
      months: year.months.reduce((s, m) => s + m.credited, 0),
      payments: rows.reduce((s, p) => s + signed(p), 0),
      before: before.totals.credited,
      since: first?.created_at ?? null,
    }).toEqual({
      year: earned.amount,
      months: earned.amount,
      payments: earned.amount,
      before: 0,
      since: earned.since,
    });
  });

  it("an operator's earned is what each customer paid it (earned-from-miner), summed", async () => {
    const h = w.h.operator;
    const { data: earned } = await getJson<Earned>(w.app, `operators/${w.operatorId}/earned-all-time`, h);
    let sum = 0;
    for (const name of ["northhub01", "northhub02", "northhub03"]) {
      const path = `operators/${w.operatorId}/earned-from-miner/${w.miner(name)}`;
      sum += (await getJson<Earned>(w.app, path, h)).data.amount;
    }
    expect(earned.amount).toBeGreaterThan(0);
    expect(sum).toBe(earned.amount);
  });

  it("a pool's earned is what each miner paid it (earned-from-miner), summed, with unknown accounts' fees", async () => {
    const h = w.h.pool;
    const { data: earned } = await getJson<Earned>(w.app, `pools/${w.poolId}/earned-all-time`, h);
    let sum = 0;
    for (const name of accounts) {
      const path = `pools/${w.poolId}/earned-from-miner/${w.miner(name)}`;
      sum += (await getJson<Earned>(w.app, path, h)).data.amount;
    }
    // The pool fee it kept on unknown accounts' shares (the platform's unallocated funds), not a miner's.
    const platform = await w.headersOf("platform@pithead.test");
    const funds = await getJson<{ data: { fee: number }[]; total: number }>(
      w.app,
      "platform/rewards/unallocated-funds?per_page=200",
      platform,
    );
    expect(funds.data.length).toBe(funds.total);
    const unknownFees = funds.data.reduce((s, f) => s + f.fee, 0);
    expect(earned.amount).toBeGreaterThan(0);
    expect(sum + unknownFees).toBe(earned.amount);
    // Nothing is paid out of the pool's fee account: its balance (the pool dashboard's tile) is its earned.
    const { data: balance } = await getJson<{ data: { balance: number } }>(
      w.app,
      `pools/${w.poolId}/balance`,
      h,
    );
    expect(balance.balance).toBe(earned.amount);
  });
});
