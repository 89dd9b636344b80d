import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helper";
import { allPayments, csvRecords, type DemoWorld, demoWorld, getJson, satsOfBtc, signed } from "./demo-world";

// A miner's balance, read in every place it is shown at one moment: the balance route (the dashboard's tile), the
// wallet page, the Payments list (incoming - outgoing, canceled rows aside), the CSV export, and for a Control
// Hub customer its row in the operator's customers list.
const ctx = useTestDatabase({ demo: true });
let w: DemoWorld;
beforeAll(async () => {
  w = await demoWorld(ctx.database);
}, 120_000);
afterAll(() => w?.app.close());

const accounts = ["alice", "bob", "carol", "northhub01", "northhub02", "northhub03"];

describe("a miner's balance", () => {
  it.each(accounts)("%s: balance route = wallet = payments in - out = CSV", async (name) => {
    const id = w.miner(name);
    const h = w.h.pool;
    const { data: balance } = await getJson<{ data: { balance: number; pending_payouts: number } }>(
      w.app,
      `miners/${id}/balance`,
      h,
    );
    const { data: wallet } = await getJson<{ data: { balance: number } }>(w.app, `miners/${id}/wallet`, h);
    const rows = (await allPayments(w.app, `miners/${id}/payments`, h)).filter(
      (p) => p.status !== "canceled",
    );
    const csv = await w.app.inject({
      url: `/api/backend/v0.1/miners/${id}/payments/export?days=90`,
      headers: h,
    });
    expect(csv.statusCode).toBe(200);
    const records = csvRecords(csv.body).filter((r) => r.status !== "canceled");
    const csvSum = records.reduce(
      (sum, r) => sum + (r.direction === "incoming" ? 1 : -1) * satsOfBtc(r.amount_btc ?? ""),
      0,
    );
    const pending = rows
      .filter((p) => p.type === "payout" && p.status === "pending")
      .reduce((sum, p) => sum + p.amount, 0);

    expect(rows.length).toBeGreaterThan(10);
    expect(records).toHaveLength(rows.length);
    expect({
      wallet: wallet.balance,
      payments: rows.reduce((sum, p) => sum + signed(p), 0),
      csv: csvSum,
      pending,
    }).toEqual({
      wallet: balance.balance,
      payments: balance.balance,
      csv: balance.balance,
      pending: balance.pending_payouts,
    });
  });

  it("a customer's balance in the operator's customers list is its balance", async () => {
    const list = await getJson<{ data: { id: string; account_name: string; balance: number | null }[] }>(
      w.app,
      `operators/${w.operatorId}/miners?per_page=500`,
      w.h.operator,
    );
    expect(list.data.map((r) => r.account_name).sort()).toEqual(["northhub01", "northhub02", "northhub03"]);
    for (const row of list.data) {
      const { data } = await getJson<{ data: { balance: number } }>(
        w.app,
        `miners/${row.id}/balance`,
        w.h.operator,
      );
      expect({ account: row.account_name, balance: row.balance }).toEqual({
        account: row.account_name,
        balance: data.balance,
      });
    }
  });

  it("the wallet's daily average is the last 7 settled days' credits (mining report) / 7", async () => {
    for (const name of accounts) {
      const id = w.miner(name);
      const { data: wallet } = await getJson<{ data: { daily_average: number } }>(
        w.app,
        `miners/${id}/wallet`,
        w.h.pool,
      );
      const { data: report } = await getJson<{ data: { days: { day: string; credited: number }[] } }>(
        w.app,
        `miners/${id}/mining-report?month=2026-03`,
        w.h.pool,
      );
      // Credited at 09:00 of 4-10 March: the settlement days 3-9 March.
      const week = report.days.filter((d) => d.day >= "2026-03-03" && d.day <= "2026-03-09");
      expect(week).toHaveLength(7);
      const sum = week.reduce((s, d) => s + d.credited, 0);
      expect({ name, average: wallet.daily_average }).toEqual({ name, average: Math.floor(sum / 7) });
    }
  });
});
