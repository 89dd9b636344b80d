import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { exchangeRates, payments, pools } from "../../src/db/schema";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { buildTestApp, useTestDatabase } from "../helper";
import { addDifficulty, api, headersOf, newMiner, poolAndOperator, setRate } from "../money/money-fixture";
import { sessionFor, tokenHeaders } from "../product-session";
import { pdfText } from "./pdf-text";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-05T10:00:00Z");
let app: App;
let db: Db;
let minerId = "";
const h: Record<string, Record<string, string>> = {};
const days = ["2026-03-01", "2026-03-02", "2026-03-03"];

const get = (path: string, who = "owner") =>
  app.inject({ url: `${api}/miners/${minerId}/${path}`, headers: h[who] });

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  db = ctx.database.db;
  minerId = await newMiner(db, "reportfarm");
  h.owner = await headersOf(db, clock, "owner@report.test", { type: "miner", id: minerId, role: "owner" });
  h.accountant = await headersOf(db, clock, "acct@report.test", {
    type: "miner",
    id: minerId,
    role: "accountant",
  });
  h.viewer = await headersOf(db, clock, "viewer@report.test", { type: "miner", id: minerId, role: "viewer" });
  h.stranger = tokenHeaders(await sessionFor(db, clock, "stranger@report.test"));
  await db
    .update(pools)
    .set({ miningReport: true })
    .where(eq(pools.id, (await poolAndOperator(db)).poolId));
  await setRate(db, 50_000_000n, "2026-02-01");
  await db.insert(exchangeRates).values({
    symbol: "BTCRUB",
    price: "7600000.5",
    source: "coingecko",
    fetchedAt: new Date("2026-03-01T00:00:00Z"),
  });
  for (const [i, day] of days.entries()) {
    await addDifficulty(db, minerId, day, 1_000_000_000_000 * (i + 1));
    const at = new TestClock(new Date(Date.parse(`${day}T09:00:00Z`) + 86_400_000));
    expect((await runRewards(db, at, day)).ran).toBe(true);
  }
});
afterAll(() => app.close());

describe("GET miners/{id}/mining-report", () => {
  it("lists the month's credits by day at the stored RUB price; the total is the ledger's, to the satoshi", async () => {
    const res = await get("mining-report?month=2026-03");
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    const paid = await db
      .select({ day: payments.settlementDay, amount: payments.amount })
      .from(payments)
      .where(
        and(eq(payments.minerId, minerId), inArray(payments.type, ["reward", "profit_sharing", "referral"])),
      );
    const ledgerTotal = paid.reduce((sum, p) => sum + Number(p.amount), 0);
    expect(report).toMatchObject({
      account_name: "reportfarm",
      month: "2026-03",
      deadline: "2026-04-20",
      complete: false,
      addresses: [],
      payouts: [],
    });
    expect(report.days.map((d: { day: string }) => d.day)).toEqual(days);
    expect(report.totals.credited).toBe(ledgerTotal);
    const [first] = report.days;
    expect(first).toMatchObject({
      credited_at: "2026-03-02T09:00:00.000Z",
      rub_price: "7600000.5",
      rub_price_source: "coingecko",
      rub_price_at: "2026-03-01T00:00:00.000Z",
    });
    // sats x price / 1e8, rounded half up to the kopeck; the total is the sum of the days' values.
    const kopecks = (sats: number) => (BigInt(sats) * 76_000_005n + 5_000_000n) / 10_000_000n;
    expect(first.rub_value).toBe((Number(kopecks(first.credited)) / 100).toFixed(2));
    const total = report.days.reduce((n: bigint, d: { credited: number }) => n + kopecks(d.credited), 0n);
    expect(report.totals).toMatchObject({
      rub_value: (Number(total) / 100).toFixed(2),
      days_without_price: 0,
    });
  });

  it("downloads the same as CSV: a header, a record per day and the total", async () => {
    const res = await get("mining-report/csv?month=2026-03", "accountant");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="mining-report-reportfarm-2026-03.csv"',
    );
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe(
      "settlement_day,account,pool,credited_btc,reward_btc,shares_given_btc,shares_received_btc,referral_btc,credited_at_utc,btc_rub_price,rub_value,price_source,price_at_utc,stale_price_hours_before_credit,payout_address,payout_tx_ids",
    );
    expect(lines.slice(1, 4).map((l) => l.split(",")[0])).toEqual(days);
    expect(lines[4]?.startsWith("total,reportfarm,")).toBe(true);
    expect(lines[5]).toBe("");
  });

  it("refuses months outside January 2025 to now, and a pool without the report", async () => {
    for (const [month, text] of [
      ["2024-12", "min_threshold"],
      ["2026-04", "max_threshold"],
    ]) {
      const res = await get(`mining-report?month=${month}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ name: "month", text }]);
    }
    expect((await get("mining-report?month=2026-13")).statusCode).toBe(400);
    expect((await get("mining-report")).statusCode).toBe(400);
    const { poolId } = await poolAndOperator(db);
    await db.update(pools).set({ miningReport: false }).where(eq(pools.id, poolId));
    expect((await get("mining-report?month=2026-03")).statusCode).toBe(404);
    await db.update(pools).set({ miningReport: true }).where(eq(pools.id, poolId));
  });

  it("is the payments section's: a viewer, a stranger and anonymous are refused", async () => {
    expect((await get("mining-report?month=2026-03", "viewer")).statusCode).toBe(403);
    expect((await get("mining-report?month=2026-03", "stranger")).statusCode).toBe(403);
    expect((await get("mining-report?month=2026-03", "anonymous")).statusCode).toBe(401);
    expect((await get("mining-report/csv?month=2026-03", "viewer")).statusCode).toBe(403);
  });
});

describe("POST miners/{id}/mining-report/pdf", () => {
  const pdf = (body: object, who = "owner") =>
    app.inject({
      method: "POST",
      url: `${api}/miners/${minerId}/mining-report/pdf`,
      headers: h[who],
      payload: body,
    });

  it("is a PDF of the month in Russian with the same days, total and deadline as the JSON", async () => {
    const res = await pdf({ month: "2026-03", language: "ru" }, "accountant");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="mining-report-reportfarm-2026-03.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(res.rawPayload);
    const report = (await get("mining-report?month=2026-03")).json().data;
    const ru = (value: string) => {
      const [whole = "", fraction = ""] = value.split(".");
      return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${fraction}`;
    };
    expect(text).toContain("Ежемесячный отчёт о майнинге: Март 2026 г.");
    expect(text).toContain("До 2026-04-20");
    for (const day of report.days) {
      expect(text).toContain(day.day);
      expect(text).toContain(ru((day.credited / 1e8).toFixed(8)));
      expect(text).toContain(ru(day.rub_value));
    }
    expect(text).toMatch(new RegExp(`Итого\\s+${ru((report.totals.credited / 1e8).toFixed(8))}`));
    expect(text).toContain(ru(report.totals.rub_value));
    expect(text).toContain("Стоимость, руб.");
    expect(text).toContain("Страница 1 из");
  });

  it("makes at most two of one caller's PDFs at once: 30 at once are 200 or 429 rate_limited, never slow", async () => {
    // From addresses of their own: the route's 30 a minute per address (tested below) stays untouched.
    const from = (remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: `${api}/miners/${minerId}/mining-report/pdf`,
        headers: h.accountant,
        payload: { month: "2026-03", language: "en" },
        remoteAddress,
      });
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 30 }, () => from("10.0.0.30")));
    const statuses = results.map((r) => r.statusCode);
    // Two are made at once; how many more get a slot as those finish depends on the machine's pace (the exact
    // limits are pdf-slots.test.ts's).
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect([r.statusCode, r.json().code, r.headers["retry-after"]]).toEqual([429, "rate_limited", "1"]);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    // The slots are free again once the documents are made.
    expect((await from("10.0.0.31")).statusCode).toBe(200);
  });

  it("writes Chinese and English too, and prints an active watcher link of the account", async () => {
    const created = await app.inject({
      method: "POST",
      url: `${api}/miners/${minerId}/watchers`,
      headers: h.owner,
      payload: { label: "tax office" },
    });
    expect(created.statusCode).toBe(200);
    const { token, url } = created.json();
    const cn = await pdfText((await pdf({ month: "2026-03", language: "cn", watcher_link: url })).rawPayload);
    expect(cn).toContain("月度挖矿报告");
    expect(cn).toContain(`/watch/${token}`);
    const en = await pdfText((await pdf({ month: "2026-03", watcher_link: token })).rawPayload);
    expect(en).toContain("Monthly mining report: March 2026");
    expect(en).toContain(`/watch/${token}`);
  });

  it("refuses a link that is not an active watcher link of this account, a bad language and a bad month", async () => {
    const other = await newMiner(db, "otherfarm");
    const otherHeaders = await headersOf(db, clock, "other@report.test", {
      type: "miner",
      id: other,
      role: "owner",
    });
    const foreign = await app.inject({
      method: "POST",
      url: `${api}/miners/${other}/watchers`,
      headers: otherHeaders,
      payload: { label: "not yours" },
    });
    for (const link of [foreign.json().url, "https://example.com/watch/nope", "x".repeat(43)]) {
      const res = await pdf({ month: "2026-03", watcher_link: link });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ name: "watcher_link", text: "invalid_input" }]);
    }
    expect((await pdf({ month: "2026-03", watcher_link: "y".repeat(513) })).statusCode).toBe(400);
    expect((await pdf({ month: "2026-03", language: "de" })).statusCode).toBe(400);
    const early = await pdf({ month: "2024-12" });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual([{ name: "month", text: "min_threshold" }]);
    expect((await pdf({ month: "2026-03" }, "viewer")).statusCode).toBe(403);
    expect((await pdf({ month: "2026-03" }, "anonymous")).statusCode).toBe(401);
  });

  it("allows a client 30 documents a minute (each costs CPU), then answers 429", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await pdf({ month: "2024-12" })).statusCode);
    expect(codes.filter((code) => code === 400).length).toBeLessThanOrEqual(30);
    expect(codes.at(-1)).toBe(429);
  });
});

describe("GET miners/{id}/mining-report/year", () => {
  it("totals the year's months as the monthly reports do; months not begun are left out", async () => {
    const res = await get("mining-report/year?year=2026", "accountant");
    expect(res.statusCode).toBe(200);
    const year = res.json().data;
    const march = (await get("mining-report?month=2026-03")).json().data;
    expect(year).toMatchObject({ account_name: "reportfarm", year: 2026, complete: false });
    expect(year.months.map((m: { month: string }) => m.month)).toEqual(["2026-01", "2026-02", "2026-03"]);
    expect(year.months[0]).toEqual({
      month: "2026-01",
      days: 0,
      credited: 0,
      rub_value: "0.00",
      days_without_price: 0,
    });
    expect(year.months[2]).toEqual({
      month: "2026-03",
      days: 3,
      credited: march.totals.credited,
      rub_value: march.totals.rub_value,
      days_without_price: 0,
    });
    expect(year.totals).toEqual(march.totals);
  });

  it("refuses years outside 2025 to now and a missing year; it is the payments section's", async () => {
    for (const [year, text] of [
      ["2024", "min_threshold"],
      ["2027", "max_threshold"],
    ]) {
      const res = await get(`mining-report/year?year=${year}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ name: "year", text }]);
    }
    expect((await get("mining-report/year?year=twenty")).statusCode).toBe(400);
    expect((await get("mining-report/year")).statusCode).toBe(400);
    expect((await get("mining-report/year?year=2026", "viewer")).statusCode).toBe(403);
    expect((await get("mining-report/year?year=2026", "anonymous")).statusCode).toBe(401);
  });
});

describe("GET operators/{id}/mining-report", () => {
  it("gives a Control Hub operator each customer's month from the ledger, and the totals; others are refused", async () => {
    const { operatorId } = await poolAndOperator(db);
    const customer = await newMiner(db, "hostedfarm", operatorId);
    await addDifficulty(db, customer, "2026-03-04", 2_000_000_000_000);
    expect((await runRewards(db, new TestClock("2026-03-05T09:00:00Z"), "2026-03-04")).ran).toBe(true);
    const [paid] = await db.select().from(payments).where(eq(payments.minerId, customer));
    h.operator = await headersOf(db, clock, "host@report.test", {
      type: "operator",
      id: operatorId,
      role: "owner",
    });
    const url = `${api}/operators/${operatorId}/mining-report?month=2026-03`;
    const res = await app.inject({ url, headers: h.operator });
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    const row = report.customers.find((c: { account_name: string }) => c.account_name === "hostedfarm");
    const kopecks = (BigInt(paid?.amount ?? 0n) * 76_000_005n + 5_000_000n) / 10_000_000n;
    expect(row).toEqual({
      miner_id: customer,
      account_name: "hostedfarm",
      days: 1,
      credited: Number(paid?.amount),
      rub_value: (Number(kopecks) / 100).toFixed(2),
      days_without_price: 0,
    });
    expect(report).toMatchObject({ month: "2026-03", deadline: "2026-04-20" });
    expect(report.totals.credited).toBe(
      report.customers.reduce((n: number, c: { credited: number }) => n + c.credited, 0),
    );
    expect((await app.inject({ url, headers: h.owner })).statusCode).toBe(403);
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          url: `${api}/operators/${operatorId}/mining-report?month=2024-01`,
          headers: h.operator,
        })
      ).statusCode,
    ).toBe(400);
  });
});
