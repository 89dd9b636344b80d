import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { exchangeRates, payments, pools } from "../../src/db/schema";
import { transfersService } from "../../src/modules/payments/transfers.service";
import { buildTestApp, useTestDatabase } from "../helper";
import { api, type PaymentsWorld, paymentsWorld, payout, reward } from "./payments-fixture";
import { parseCsv } from "./rfc4180";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-10T12:00:00Z");
let app: App;
let w: PaymentsWorld;
const txId = "b".repeat(64);
const address = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock, env: { RATES_FALLBACK: "BTCUSDT=100000.123" } });
  const db = ctx.database.db;
  w = await paymentsWorld(app, db, clock);
  const { poolId, operatorId } = w.ids;
  await db
    .update(pools)
    .set({ extraCurrencies: ["RUB"] })
    .where(eq(pools.id, poolId));
  const rate = (symbol: string, price: string, at: string) =>
    db.insert(exchangeRates).values({ symbol, price, source: "test", fetchedAt: new Date(at) });
  await rate("BTCUSDT", "90000", "2026-03-04T00:00:00Z");
  await rate("BTCUSDT", "95000.50", "2026-03-04T12:00:00Z");
  await rate("BTCRUB", "8000000", "2026-03-04T00:00:00Z");
  await rate("BTCUSDT", "1", "2026-03-09T00:00:00Z"); // after every payment: never used
  const alice = { poolId, minerId: w.ids.alice };
  await reward(db, alice, "2026-02-01", new Date("2026-02-02T09:00:00Z"), { gross: 5000n, poolFee: 45n });
  await reward(db, alice, "2026-03-02", new Date("2026-03-03T13:00:00Z"), { gross: 200000n, poolFee: 1800n });
  await reward(db, alice, "2026-03-03", new Date("2026-03-04T09:00:00Z"), { gross: 300000n, poolFee: 2700n });
  await payout(db, alice, "2026-03-04", new Date("2026-03-04T14:00:00Z"), 250000n, { txId, address });
  const cust = { poolId, minerId: w.ids.cust, operatorId };
  await reward(db, cust, "2026-03-03", new Date("2026-03-04T09:00:00Z"), {
    gross: 100000n,
    poolFee: 900n,
    operatorFee: 1000n,
  });
  // The transfer as the route makes it, at its own time (sessions are made at the export's time).
  const then = new TestClock("2026-03-05T10:00:00Z");
  await transfersService({ db, clock: then }).transfer(w.users.owner.id, w.ids.alice, {
    to_miner_id: w.ids.alice2,
    amount: 12345,
  });
  clock.set("2026-03-10T12:00:00Z");
});
afterAll(() => app.close());

const exportOf = (id: string, days: number, headers: Record<string, string>) =>
  app.inject({ url: `${api}/miners/${id}/payments/export?days=${days}`, headers });

const header =
  "created_at_utc,settlement_day,type,direction,status,amount_btc,fee_btc,tx_id,address,counterparty,value_usdt";
const rows = [
  "2026-03-03T13:00:00.000Z,2026-03-02,reward,incoming,completed,0.00198200,0.00001800,,,,198.20,",
  "2026-03-04T09:00:00.000Z,2026-03-03,reward,incoming,completed,0.00297300,0.00002700,,,,267.57,23784.00",
  `2026-03-04T14:00:00.000Z,2026-03-04,payout,outgoing,pending,0.00250000,,${txId},${address},,237.50,20000.00`,
  "2026-03-05T10:00:00.000Z,,transfer,outgoing,completed,0.00012345,,,,alicetwo,11.73,987.60",
];

describe("GET miners/{id}/payments/export", () => {
  it("streams the last 7 days as RFC 4180 CSV with USDT and RUB values at credit time", async () => {
    const res = await exportOf(w.ids.alice, 7, w.users.owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="alice-payments-7d-20260310.csv"');
    expect(res.body).toBe([`${header},value_rub`, ...rows].map((line) => `${line}\r\n`).join(""));
    expect(parseCsv(res.body)).toHaveLength(5);
  });

  it("leaves the RUB column out when the pool does not list RUB; 90 days reach older payments", async () => {
    await ctx.database.db.update(pools).set({ extraCurrencies: [] }).where(eq(pools.id, w.ids.poolId));
    const res = await exportOf(w.ids.alice, 90, w.watcher.payments);
    await ctx.database.db
      .update(pools)
      .set({ extraCurrencies: ["RUB"] })
      .where(eq(pools.id, w.ids.poolId));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="alice-payments-90d-20260310.csv"');
    const old = "2026-02-02T09:00:00.000Z,2026-02-01,reward,incoming,completed,0.00004955,0.00000045,,,,4.96";
    const expected = [header, old, ...rows.map((r) => r.slice(0, r.lastIndexOf(",")))];
    expect(res.body).toBe(expected.map((line) => `${line}\r\n`).join(""));
  });

  it("leaves the fee empty where total_fee_hide hides it, and shows the incoming side of a transfer", async () => {
    const cust = parseCsv((await exportOf(w.ids.cust, 30, w.users.customer.headers)).body);
    expect(cust[1]?.slice(5, 7)).toEqual(["0.00098100", ""]);
    const staff = parseCsv((await exportOf(w.ids.cust, 30, w.users.operator.headers)).body);
    expect(staff[1]?.slice(5, 7)).toEqual(["0.00098100", "0.00001900"]);
    const target = parseCsv((await exportOf(w.ids.alice2, 7, w.users.owner.headers)).body);
    expect(target[1]?.slice(2, 7)).toEqual(["transfer", "incoming", "completed", "0.00012345", ""]);
    expect(target[1]?.[9]).toBe("alice");
  });

  it("reads page after page by keyset: 1,100 payments, 600 of them at one instant, each once, in order", async () => {
    const db = ctx.database.db;
    const at = (i: number) => new Date(Date.parse("2026-03-06T00:00:00Z") + (i < 600 ? 0 : i * 1000));
    await db.insert(payments).values(
      Array.from({ length: 1100 }, (_, i) => ({
        minerId: w.ids.bob,
        type: "profit_sharing",
        direction: "incoming",
        status: "completed",
        amount: BigInt(i + 1),
        createdAt: at(i),
        updatedAt: at(i),
      })),
    );
    const res = await exportOf(w.ids.bob, 7, w.users.other.headers);
    const records = parseCsv(res.body).slice(1);
    expect(records).toHaveLength(1100);
    const amounts = records.map((r) => Math.round(Number(r[5]) * 1e8));
    expect(new Set(amounts).size).toBe(1100);
    expect(amounts.slice(600)).toEqual(Array.from({ length: 500 }, (_, i) => 601 + i));
    const times = records.map((r) => r[0] ?? "");
    expect([...times].sort()).toEqual(times);
  });

  it("refuses others, the viewer and a watcher without payments (403), anonymous (401), bad days (400)", async () => {
    for (const headers of [w.users.other.headers, w.users.viewer.headers, w.watcher.dashboard]) {
      const res = await exportOf(w.ids.alice, 7, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("access_denied");
    }
    expect((await exportOf(w.ids.alice, 7, {})).statusCode).toBe(401);
    for (const days of [0, 10, 365]) {
      const res = await exportOf(w.ids.alice, days, w.users.owner.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_failed", fields: [{ name: "days" }] });
    }
    const none = await app.inject({
      url: `${api}/miners/${w.ids.alice}/payments/export`,
      headers: w.users.owner.headers,
    });
    expect(none.statusCode).toBe(400);
  });
});
