import { describe, expect, it } from "vitest";
import { DEFAULT_PROVIDER_URL, DEFAULT_REFRESH_MS, rateSettingsOf } from "./rate-settings";

const pool = (extra: string[]) => ({ extra_currencies: extra });

describe("exchange-rate settings from pools/current", () => {
  it("use 300,000 ms and CoinGecko's simple price when the configuration names none", () => {
    expect(rateSettingsOf({ settings: {}, pool_settings: pool([]) })).toEqual({
      refreshMs: DEFAULT_REFRESH_MS,
      providerUrl: DEFAULT_PROVIDER_URL,
      currencies: ["USDT"],
    });
    expect(DEFAULT_REFRESH_MS).toBe(300_000);
    expect(DEFAULT_PROVIDER_URL).toBe("https://api.coingecko.com/api/v3/simple/price");
  });

  it("take settings.exchange_rates when present and sound", () => {
    const settings = { exchange_rates: { refresh_ms: 60_000, provider_url: "https://rates.example/simple" } };
    expect(rateSettingsOf({ settings, pool_settings: pool(["RUB"]) })).toEqual({
      refreshMs: 60_000,
      providerUrl: "https://rates.example/simple",
      currencies: ["USDT", "RUB"],
    });
  });

  it("fall back field by field on malformed values, and never poll faster than every 10 s", () => {
    const odd = (exchange_rates: unknown) => rateSettingsOf({ settings: { exchange_rates } });
    expect(odd({ refresh_ms: "60000", provider_url: 5 })).toMatchObject({
      refreshMs: DEFAULT_REFRESH_MS,
      providerUrl: DEFAULT_PROVIDER_URL,
    });
    expect(odd({ refresh_ms: -1, provider_url: "javascript:alert(1)" })).toMatchObject({
      refreshMs: DEFAULT_REFRESH_MS,
      providerUrl: DEFAULT_PROVIDER_URL,
    });
    expect(odd({ refresh_ms: 5 }).refreshMs).toBe(10_000);
    expect(odd(null).currencies).toEqual(["USDT"]);
  });
});
