import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { exchangeRates, pools } from "../../src/db/schema";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { buildTestApp, useTestDatabase } from "../helper";
import { addDifficulty, api, headersOf, newMiner, poolAndOperator, setRate } from "../money/money-fixture";
import { pdfText } from "./pdf-text";

/**
 * Issue 41 item 6: each settlement day is valued at the newest BTC/RUB price stored at or before its credit
 * (09:00 UTC the next day), not at a midnight price; a price more than an hour older than the credit is marked
 * in the JSON, the CSV and the PDF, which all show the same price and value.
 */
const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-05T10:00:00Z");
let app: App;
let db: Db;
let minerId = "";
let headers: Record<string, string> = {};
const days = ["2026-02-28", "2026-03-01", "2026-03-02", "2026-03-03"];

const get = (path: string) => app.inject({ url: `${api}/miners/${minerId}/${path}`, headers });
const pdf = async (month: string, language: "en" | "ru" | "cn") => {
  const res = await app.inject({
    method: "POST",
    url: `${api}/miners/${minerId}/mining-report/pdf`,
    headers,
    payload: { month, language },
  });
  expect(res.statusCode).toBe(200);
  // Table cells wrap: compare the text as one line.
  return (await pdfText(res.rawPayload)).replace(/\s+/g, " ");
};

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  db = ctx.database.db;
  minerId = await newMiner(db, "pricefarm");
  headers = await headersOf(db, clock, "owner@price.test", { type: "miner", id: minerId, role: "owner" });
  const { poolId } = await poolAndOperator(db);
  await db.update(pools).set({ miningReport: true }).where(eq(pools.id, poolId));
  await setRate(db, 50_000_000n, "2026-02-01");
  const price = (at: string, value: string, source = "coingecko") =>
    db.insert(exchangeRates).values({ symbol: "BTCRUB", price: value, source, fetchedAt: new Date(at) });
  // Feb 28, credited Mar 1 09:00: the price of 08:55 (5 min before), not the one of 09:05.
  await price("2026-02-28T09:00:00Z", "6000000");
  await price("2026-03-01T08:55:00Z", "7500000");
  await price("2026-03-01T09:05:00Z", "1");
  // Mar 1, credited Mar 2 09:00: midnight's price is not used, 08:55's is.
  await price("2026-03-02T00:00:00Z", "7000000");
  await price("2026-03-02T08:55:00Z", "7600000.5");
  await price("2026-03-02T09:00:00.001Z", "2");
  // Mar 2, credited Mar 3 09:00: a price exactly an hour older is not stale.
  await price("2026-03-03T08:00:00Z", "7700000");
  // Mar 3, credited Mar 4 09:00: only midnight's price, 9 h before: stale.
  await price("2026-03-04T00:00:00Z", "7800000.25");
  // Another symbol at the credit time is not a BTC/RUB price.
  await db
    .insert(exchangeRates)
    .values({ symbol: "BTCUSDT", price: "95000", source: "t", fetchedAt: new Date("2026-03-04T09:00:00Z") });
  for (const [i, day] of days.entries()) {
    await addDifficulty(db, minerId, day, 1_000_000_000_000 * (i + 1));
    const at = new TestClock(new Date(Date.parse(`${day}T09:00:00Z`) + 86_400_000));
    expect((await runRewards(db, at, day)).ran).toBe(true);
  }
});
afterAll(() => app.close());

type Day = {
  day: string;
  credited: number;
  rub_price: string | null;
  rub_price_at: string | null;
  rub_price_source: string | null;
  rub_price_age_minutes: number | null;
  rub_price_stale: boolean;
  rub_value: string | null;
};

/** "7600000.5" as the PDF prints it in English ("7,600,000.5") and Russian ("7 600 000,5"). */
const grouped = (value: string, language: "en" | "ru") => {
  const [whole = "", fraction] = value.split(".");
  const sep = language === "ru" ? " " : ",";
  const int = whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return fraction === undefined ? int : `${int}${language === "ru" ? "," : "."}${fraction}`;
};

describe("the mining report's price time", () => {
  it("values each day at the newest price stored at or before its credit, not at midnight's", async () => {
    const res = await get("mining-report?month=2026-03");
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    // (Each day's breakdown into reward and shares is the day breakdown's test.)
    expect(report.days).toMatchObject([
      {
        day: "2026-03-01",
        credited: 4_926_287_719,
        credited_at: "2026-03-02T09:00:00.000Z",
        rub_price: "7600000.5",
        rub_price_source: "coingecko",
        rub_price_at: "2026-03-02T08:55:00.000Z",
        rub_price_age_minutes: 5,
        rub_price_stale: false,
        // 49.26287719 BTC x 7,600,000.5 = 374,397,891.275... rounded half up to the kopeck.
        rub_value: "374397891.28",
        address: null,
      },
      {
        day: "2026-03-02",
        credited: 7_389_431_580,
        credited_at: "2026-03-03T09:00:00.000Z",
        rub_price: "7700000",
        rub_price_source: "coingecko",
        rub_price_at: "2026-03-03T08:00:00.000Z",
        // Exactly an hour: not stale (the mark is for more than an hour).
        rub_price_age_minutes: 60,
        rub_price_stale: false,
        rub_value: "568986231.66",
        address: null,
      },
      {
        day: "2026-03-03",
        credited: 9_852_575_439,
        credited_at: "2026-03-04T09:00:00.000Z",
        rub_price: "7800000.25",
        rub_price_source: "coingecko",
        rub_price_at: "2026-03-04T00:00:00.000Z",
        rub_price_age_minutes: 540,
        rub_price_stale: true,
        rub_value: "768500908.87",
        address: null,
      },
    ]);
    expect(report.totals).toEqual({
      credited: 22_168_294_738,
      rub_value: "1711885031.81",
      days_without_price: 0,
    });
  });

  it("marks the stale day in the CSV's column and the PDF's price cell, in en, ru and cn", async () => {
    const csv = (await get("mining-report/csv?month=2026-03")).body.split("\r\n");
    const header = csv[0]?.split(",") ?? [];
    const stale = header.indexOf("stale_price_hours_before_credit");
    expect(header[stale - 1]).toBe("price_at_utc");
    expect(csv.slice(1, 4).map((line) => line.split(",")[stale])).toEqual(["", "", "9"]);
    const en = await pdf("2026-03", "en");
    expect(en).toContain(
      "coingecko, 2026-03-04 00:00 price from 2026-03-04 00:00 UTC, 9 h before the credit",
    );
    expect(await pdf("2026-03", "ru")).toContain("курс от 2026-03-04 00:00 UTC, за 9 ч до зачисления");
    const cn = (await pdf("2026-03", "cn")).replace(/ /g, "");
    expect(cn).toContain("价格时间2026-03-0400:00UTC，早于入账9小时");
    // The fresh days carry no mark.
    expect(en.match(/before the credit/g)).toHaveLength(1);
  });

  it("shows the same price, its time and value for each day in the JSON, the CSV and the PDF", async () => {
    for (const month of ["2026-02", "2026-03"]) {
      const report = (await get(`mining-report?month=${month}`)).json().data;
      const lines = (await get(`mining-report/csv?month=${month}`)).body.split("\r\n");
      const header = lines[0]?.split(",") ?? [];
      const column = (line: string, name: string) => line.split(",")[header.indexOf(name)];
      const [en, ru] = [await pdf(month, "en"), await pdf(month, "ru")];
      expect(report.days.length).toBeGreaterThan(0);
      for (const [i, day] of (report.days as Day[]).entries()) {
        const line = lines[i + 1] ?? "";
        expect(column(line, "settlement_day")).toBe(day.day);
        expect(column(line, "btc_rub_price")).toBe(day.rub_price);
        expect(column(line, "rub_value")).toBe(day.rub_value);
        expect(column(line, "price_source")).toBe(day.rub_price_source);
        expect(column(line, "price_at_utc")).toBe(day.rub_price_at);
        const at = `${day.rub_price_at?.slice(0, 10)} ${day.rub_price_at?.slice(11, 16)}`;
        for (const [text, language] of [
          [en, "en"],
          [ru, "ru"],
        ] as const) {
          expect(text).toContain(`${day.day} ${grouped((day.credited / 1e8).toFixed(8), language)} `);
          expect(text).toContain(
            `${grouped(day.rub_price ?? "", language)} ${grouped(day.rub_value ?? "", language)} ${day.rub_price_source}, ${at}`,
          );
        }
      }
      expect(column(lines[report.days.length + 1] ?? "", "rub_value")).toBe(report.totals.rub_value);
    }
  });

  it("gives the tax calculator's year as the sums of the monthly reports", async () => {
    const year = (await get("mining-report/year?year=2026")).json().data;
    const months = await Promise.all(
      ["2026-01", "2026-02", "2026-03"].map(
        async (month) => (await get(`mining-report?month=${month}`)).json().data,
      ),
    );
    expect(year.months).toEqual(
      months.map((m) => ({
        month: m.month,
        days: m.days.length,
        credited: m.totals.credited,
        rub_value: m.totals.rub_value,
        days_without_price: m.totals.days_without_price,
      })),
    );
    // February's one day (Feb 28, credited Mar 1 09:00) at 08:55's 7,500,000.
    expect(months[1].days).toMatchObject([
      { day: "2026-02-28", rub_price: "7500000", rub_price_stale: false },
    ]);
    const kopecks = (value: string) => BigInt(value.replace(".", ""));
    const sum = months.reduce((n, m) => n + kopecks(m.totals.rub_value), 0n);
    expect(year.totals).toEqual({
      credited: months.reduce((n, m) => n + m.totals.credited, 0),
      rub_value: `${sum / 100n}.${String(sum % 100n).padStart(2, "0")}`,
      days_without_price: 0,
    });
  });
});
