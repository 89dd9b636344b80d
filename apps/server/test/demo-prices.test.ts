import { and, asc, eq, gte, lt } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { TestClock } from "../src/clock";
import { exchangeRates } from "../src/db/schema";
import { seedDemoMoney } from "../src/db/seed/demo-money";
import { demoPrice } from "../src/db/seed/demo-prices";
import { demoMonthStart } from "../src/modules/telemetry/simulator/month-history";
import { useTestDatabase } from "./helper";

const ctx = useTestDatabase({ demo: true });
const levels = new Map([
  ["BTCUSDT", "95000"],
  ["BTCRUB", "7600000"],
]);
const now = new Date("2026-03-10T09:02:00Z");
const start = demoMonthStart(now.getTime());

const rowsOf = (symbol: string, from = new Date(start), to = new Date("2100-01-01")) =>
  ctx.database.db
    .select({ price: exchangeRates.price, source: exchangeRates.source, at: exchangeRates.fetchedAt })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.symbol, symbol),
        gte(exchangeRates.fetchedAt, from),
        lt(exchangeRates.fetchedAt, to),
      ),
    )
    .orderBy(asc(exchangeRates.fetchedAt));

beforeEach(async () => {
  await ctx.database.db.delete(exchangeRates);
});

describe("the demo's price history", () => {
  it("stores a BTC/USDT and a BTC/RUB price every 5 minutes of the demo month, as production does", async () => {
    await seedDemoMoney(ctx.database.db, new TestClock(now), levels);
    // 2026-02-07 00:00 (31 days before the 10th) to 09:00 on the 10th: 31 days and 9 hours of slots.
    expect(new Date(start).toISOString()).toBe("2026-02-07T00:00:00.000Z");
    const slots = 31 * 288 + 9 * 12 + 1;
    for (const symbol of ["BTCUSDT", "BTCRUB"]) {
      const rows = await rowsOf(symbol);
      expect(rows).toHaveLength(slots);
      expect(rows.every((r, i) => r.at.getTime() === start + i * 300_000 && r.source === "demo")).toBe(true);
      // Deterministic: each price is the walk's value at its time, 2 decimals.
      expect(rows[100]?.price).toBe(
        demoPrice(symbol, start + 100 * 300_000, Number(levels.get(symbol))).toFixed(2),
      );
    }
    const usdt = (await rowsOf("BTCUSDT")).map((r) => Number(r.price));
    // Around the fallback, moving smoothly: within 10 % of it, and under 0.3 % from one 5 minutes to the next.
    expect(Math.min(...usdt)).toBeGreaterThan(85_500);
    expect(Math.max(...usdt)).toBeLessThan(104_500);
    const steps = usdt.slice(1).map((p, i) => Math.abs(p / (usdt[i] as number) - 1));
    expect(Math.max(...steps)).toBeLessThan(0.003);
  });

  it("is idempotent, and a later start adds only the slots since the last one", async () => {
    const db = ctx.database.db;
    await seedDemoMoney(db, new TestClock(now), levels);
    const before = await rowsOf("BTCRUB");
    await seedDemoMoney(db, new TestClock(now), levels);
    expect(await rowsOf("BTCRUB")).toEqual(before);
    // An upstream price recorded while the server ran is kept, and its slot gets no demo price.
    await db.insert(exchangeRates).values({
      symbol: "BTCRUB",
      price: "8000000",
      source: "api.coingecko.com",
      fetchedAt: new Date("2026-03-10T12:00:45Z"),
    });
    await seedDemoMoney(db, new TestClock(new Date("2026-03-10T13:01:00Z")), levels);
    const after = await rowsOf("BTCRUB");
    expect(after).toHaveLength(before.length + 4 * 12);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(
      (await rowsOf("BTCRUB", new Date("2026-03-10T11:55:00Z"), new Date("2026-03-10T12:10:00Z"))).map(
        (r) => [r.at.toISOString(), r.source],
      ),
    ).toEqual([
      ["2026-03-10T11:55:00.000Z", "demo"],
      ["2026-03-10T12:00:45.000Z", "api.coingecko.com"],
      ["2026-03-10T12:05:00.000Z", "demo"],
    ]);
  });

  it("fills the 5-minute slots between the daily prices an older demo stored", async () => {
    const db = ctx.database.db;
    for (let day = 0; day <= 31; day++) {
      await db.insert(exchangeRates).values({
        symbol: "BTCRUB",
        price: "7500000.00",
        source: "demo",
        fetchedAt: new Date(start + day * 86_400_000),
      });
    }
    await seedDemoMoney(db, new TestClock(now), levels);
    const rows = await rowsOf("BTCRUB");
    expect(rows).toHaveLength(31 * 288 + 9 * 12 + 1);
    expect(rows.filter((r) => r.price === "7500000.00")).toHaveLength(32);
    expect(rows.every((r, i) => r.at.getTime() === start + i * 300_000)).toBe(true);
  });
});
