import { describe, expect, it } from "vitest";
import { exchangeRates } from "../src/db/schema";
import { rateAt } from "../src/modules/rates/rates.repository";
import { testConfig, useTestDatabase } from "./helper";

const ctx = useTestDatabase({ demo: false });

describe("exchange rates settings", () => {
  it("reads the rates settings, and stops start-up on a bad one", () => {
    const config = testConfig({ RATES_FALLBACK: "BTCUSDT=1.5,BTCRUB=100", RATES_CACHE_SECONDS: "60" });
    expect([...config.rates.fallback]).toEqual([
      ["BTCUSDT", "1.5"],
      ["BTCRUB", "100"],
    ]);
    expect(config.rates).toMatchObject({
      cacheSeconds: 60,
      refreshMs: 300000,
      upstreamUrl: "https://api.coingecko.com/api/v3/simple/price",
      providerUrl: "https://api.coingecko.com/api/v3/simple/price",
    });
    expect(() => testConfig({ RATES_FALLBACK: "BTCUSDT=cheap" })).toThrow(
      /^Invalid RATES_FALLBACK "BTCUSDT=cheap"/,
    );
    expect(() => testConfig({ RATES_REFRESH_MS: "500" })).toThrow(/^Invalid RATES_REFRESH_MS "500"/);
    expect(() => testConfig({ RATES_PROVIDER_URL: "ftp://x" })).toThrow(/^Invalid RATES_PROVIDER_URL/);
  });
});

describe("rateAt", () => {
  it("answers the newest price fetched at or before the time, else null", async () => {
    const db = ctx.database.db;
    await db.delete(exchangeRates);
    const add = (price: string, at: string) =>
      db.insert(exchangeRates).values({ symbol: "BTCUSDT", price, source: "t", fetchedAt: new Date(at) });
    await add("1", "2026-01-01T00:00:00Z");
    await add("2", "2026-01-02T00:00:00Z");
    expect(await rateAt(db, "BTCUSDT", new Date("2025-12-31T23:59:59Z"))).toBeNull();
    expect(await rateAt(db, "BTCUSDT", new Date("2026-01-01T00:00:00Z"))).toBe("1");
    expect(await rateAt(db, "BTCUSDT", new Date("2026-01-01T23:59:59Z"))).toBe("1");
    expect(await rateAt(db, "BTCUSDT", new Date("2026-02-01T00:00:00Z"))).toBe("2");
    expect(await rateAt(db, "BTCRUB", new Date("2026-02-01T00:00:00Z"))).toBeNull();
  });
});
