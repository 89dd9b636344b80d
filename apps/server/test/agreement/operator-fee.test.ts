import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../src/clock";
import { ledgerEntries, ledgerPostings } from "../../src/db/schema";
import { accountKey, operatorAccount } from "../../src/modules/ledger/ledger-accounts";
import { runPayouts } from "../../src/modules/payouts/payout-run";
import { useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { allPayments, type DemoWorld, demoWorld, getJson, signed } from "./demo-world";

// The Control Hub operator's fee, read in every place at one moment: its balance (the balance route, its wallet,
// its own Payments rows), its earned (the earned route, its operator_fee rows, each customer's earned-from-miner),
// and each settlement day's fee: the operator_fee row, the day's per-customer breakdown (fee-income/{day}), each
// customer's reward row of the day (the gross the fee is taken from), and the operator's postings in the day's
// reward entries of the ledger.
const ctx = useTestDatabase({ demo: true });
let w: DemoWorld;
beforeAll(async () => {
  w = await demoWorld(ctx.database);
}, 120_000);
afterAll(() => w?.app.close());

const customers = ["northhub01", "northhub02", "northhub03"];
type FeeDay = {
  data: { day: string; total: number; customers: { miner_id: string; gross: number; fee: number }[] };
};

const ownRows = async (headers = w.h.operator) =>
  (await allPayments(w.app, `operators/${w.operatorId}/payments?scope=own`, headers)).filter(
    (p) => p.status !== "canceled",
  );

describe("the operator's fee", () => {
  it("its balance: balance route = wallet = its own Payments rows in - out", async () => {
    const op = w.operatorId;
    const { data: balance } = await getJson<{ data: { balance: number; pending_payouts: number } }>(
      w.app,
      `operators/${op}/balance`,
      w.h.operator,
    );
    const { data: wallet } = await getJson<{ data: { balance: number } }>(
      w.app,
      `operators/${op}/wallet`,
      w.h.operator,
    );
    const rows = await ownRows();
    expect(balance.balance).toBeGreaterThan(0);
    expect({
      wallet: wallet.balance,
      rows: rows.reduce((s, p) => s + signed(p), 0),
      pending: rows
        .filter((p) => p.type === "payout" && p.status === "pending")
        .reduce((s, p) => s + p.amount, 0),
    }).toEqual({ wallet: balance.balance, rows: balance.balance, pending: balance.pending_payouts });
  });

  it("its earned: earned route = operator_fee rows = each customer's earned-from-miner, summed", async () => {
    const op = w.operatorId;
    const { data: earned } = await getJson<{ data: { amount: number } }>(
      w.app,
      `operators/${op}/earned-all-time`,
      w.h.operator,
    );
    const fees = (await ownRows()).filter((p) => p.type === "operator_fee");
    let fromCustomers = 0;
    for (const name of customers) {
      const path = `operators/${op}/earned-from-miner/${w.miner(name)}`;
      fromCustomers += (await getJson<{ data: { amount: number } }>(w.app, path, w.h.operator)).data.amount;
    }
    expect({ rows: fees.reduce((s, p) => s + p.amount, 0), customers: fromCustomers }).toEqual({
      rows: earned.amount,
      customers: earned.amount,
    });
  });

  it("each day: the operator_fee row = the per-customer breakdown = the customers' rewards = the ledger", async () => {
    const op = w.operatorId;
    const fees = (await ownRows()).filter((p) => p.type === "operator_fee");
    expect(fees.length).toBeGreaterThanOrEqual(30);
    const rewards = new Map<string, Map<string, number>>();
    const percent = new Map<string, number>();
    for (const name of customers) {
      const id = w.miner(name);
      const rows = await allPayments(w.app, `miners/${id}/payments?type=reward`, w.h.operator);
      rewards.set(id, new Map(rows.map((p) => [p.settlement_day ?? "", p.reward?.gross ?? -1])));
    }
    const list = await getJson<{ data: { id: string; fee_percent: string | null }[] }>(
      w.app,
      `operators/${op}/miners`,
      w.h.operator,
    );
    for (const row of list.data) percent.set(row.id, Number(row.fee_percent));
    const key = accountKey(operatorAccount(w.poolId, op));
    for (const fee of fees) {
      const day = fee.settlement_day ?? "";
      const { data: breakdown } = await getJson<FeeDay>(
        w.app,
        `operators/${op}/fee-income/${day}`,
        w.h.operator,
      );
      const [posted] = await w.db
        .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
        .from(ledgerPostings)
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
        .where(
          and(
            eq(ledgerPostings.accountKey, key),
            eq(ledgerEntries.kind, "reward"),
            like(ledgerEntries.idempotencyKey, `reward:${day}:%`),
          ),
        );
      expect({
        day,
        breakdown: breakdown.total,
        customers: breakdown.customers.reduce((s, c) => s + c.fee, 0),
        ledger: Number(posted?.sum),
      }).toEqual({ day, breakdown: fee.amount, customers: fee.amount, ledger: fee.amount });
      for (const c of breakdown.customers) {
        // The gross of the customer's reward row that day, and the fee in force on it (1 %), rounded down.
        expect({ day, gross: c.gross, fee: c.fee }).toEqual({
          day,
          gross: rewards.get(c.miner_id)?.get(day),
          fee: Math.floor((c.gross * (percent.get(c.miner_id) ?? Number.NaN)) / 100),
        });
      }
    }
  });

  it("its wallet's daily average is its last 7 days' fee rows / 7", async () => {
    const { data: wallet } = await getJson<{ data: { daily_average: number } }>(
      w.app,
      `operators/${w.operatorId}/wallet`,
      w.h.operator,
    );
    const week = (await ownRows()).filter(
      (p) => p.type === "operator_fee" && p.settlement_day && p.settlement_day >= "2026-03-03",
    );
    expect(week).toHaveLength(7);
    expect(wallet.daily_average).toBe(Math.floor(week.reduce((s, p) => s + p.amount, 0) / 7));
  });

  it("after a payout of the fee: balance route = wallet = own rows, the payout pending; earned unchanged", async () => {
    const op = w.operatorId;
    // Its owner lowers the minimum to the pool's floor (a limit change needs a second factor: from now on its
    // sessions need one too), then the next day's payout run pays its balance.
    const owner = tokenHeaders(
      await sessionFor(w.db, w.clock, "operator@pithead.test", { aal: "aal2", totp: true }),
    );
    const get = <T>(path: string) => getJson<T>(w.app, path, owner);
    const earnedBefore = (await get<{ data: { amount: number } }>(`operators/${op}/earned-all-time`)).data
      .amount;
    const { data: wallet } = await get<{ data: { id: string; balance: number } }>(`operators/${op}/wallet`);
    const set = await w.app.inject({
      method: "POST",
      url: `/api/backend/v0.1/wallets/${wallet.id}/min-payments`,
      headers: owner,
      payload: { amount: 10_000 },
    });
    expect(set.statusCode).toBe(200);
    const at = new TestClock("2026-03-11T14:00:00Z");
    expect((await runPayouts(w.db, at, "2026-03-11")).ran).toBe(true);
    w.clock.set(at.now());
    const { data: balance } = await get<{ data: { balance: number; pending_payouts: number } }>(
      `operators/${op}/balance`,
    );
    const { data: after } = await get<{ data: { balance: number } }>(`operators/${op}/wallet`);
    const rows = await ownRows(owner);
    const payouts = rows.filter((p) => p.type === "payout");
    expect(payouts.map((p) => ({ amount: p.amount, status: p.status }))).toEqual([
      { amount: wallet.balance, status: "pending" },
    ]);
    expect({
      balance: balance.balance,
      pending: balance.pending_payouts,
      wallet: after.balance,
      rows: rows.reduce((s, p) => s + signed(p), 0),
      earned: (await get<{ data: { amount: number } }>(`operators/${op}/earned-all-time`)).data.amount,
    }).toEqual({ balance: 0, pending: wallet.balance, wallet: 0, rows: 0, earned: earnedBefore });
  });
});
