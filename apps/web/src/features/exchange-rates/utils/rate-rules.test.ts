import { describe, expect, it } from "vitest";
import { ratesFromSimplePrice, ratesFromTicker, simplePriceUrl, tickerUrl } from "./rate-rules";

const both = ["USDT", "RUB"] as const;
const usdt = ["USDT"] as const;

describe("exchange-rate rules", () => {
  it("ask the price service for bitcoin and tether in usd, adding rub only when RUB is wanted", () => {
    const base = "https://api.coingecko.com/api/v3/simple/price";
    expect(simplePriceUrl(base, usdt)).toBe(`${base}?ids=bitcoin%2Ctether&vs_currencies=usd`);
    expect(simplePriceUrl(base, both)).toBe(`${base}?ids=bitcoin%2Ctether&vs_currencies=usd%2Crub`);
  });

  it("price BTC in USDT as bitcoin.usd / tether.usd and BTC in RUB as bitcoin.rub", () => {
    const body = { bitcoin: { usd: 90_000, rub: 7_200_000 }, tether: { usd: 1.0002 } };
    expect(ratesFromSimplePrice(body, both)).toEqual({ USDT: 90_000 / 1.0002, RUB: 7_200_000 });
  });

  it("leave RUB null when it is not wanted, even when the answer holds it", () => {
    const body = { bitcoin: { usd: 90_000, rub: 7_200_000 }, tether: { usd: 1 } };
    expect(ratesFromSimplePrice(body, usdt)).toEqual({ USDT: 90_000, RUB: null });
  });

  it("give no USDT rate when tether is 0, negative, missing or not a number", () => {
    for (const tether of [0, -1, undefined, "1", null])
      expect(
        ratesFromSimplePrice({ bitcoin: { usd: 90_000 }, tether: { usd: tether } }, usdt).USDT,
      ).toBeNull();
    expect(ratesFromSimplePrice({ bitcoin: { usd: 90_000 } }, usdt).USDT).toBeNull();
  });

  it("keep a rate only when it is a finite number above 0", () => {
    const rates = (usd: unknown, rub: unknown) =>
      ratesFromSimplePrice({ bitcoin: { usd, rub }, tether: { usd: 1 } }, both);
    expect(rates(-90_000, -1)).toEqual({ USDT: null, RUB: null });
    expect(rates(Number.NaN, Number.NaN)).toEqual({ USDT: null, RUB: null });
    expect(rates(Number.POSITIVE_INFINITY, 0)).toEqual({ USDT: null, RUB: null });
    expect(rates("90000", "7000000")).toEqual({ USDT: null, RUB: null });
    expect(ratesFromSimplePrice(null, both)).toEqual({ USDT: null, RUB: null });
    expect(ratesFromSimplePrice({ bitcoin: 5 }, both)).toEqual({ USDT: null, RUB: null });
  });

  it("ask the fallback for the wanted symbols only, as a URL-encoded JSON list", () => {
    expect(tickerUrl(usdt)).toBe("/api/v3/ticker/price?symbols=%5B%22BTCUSDT%22%5D");
    expect(decodeURIComponent(tickerUrl(both))).toBe('/api/v3/ticker/price?symbols=["BTCUSDT","BTCRUB"]');
  });

  it("read the fallback's [{symbol, price}] rows by the same acceptance rule", () => {
    const rows = [
      { symbol: "BTCUSDT", price: "91234.50" },
      { symbol: "BTCRUB", price: "7300000" },
    ];
    expect(ratesFromTicker(rows, both)).toEqual({ USDT: 91_234.5, RUB: 7_300_000 });
    expect(ratesFromTicker(rows, usdt)).toEqual({ USDT: 91_234.5, RUB: null });
    expect(ratesFromTicker([{ symbol: "BTCUSDT", price: "-1" }], both)).toEqual({ USDT: null, RUB: null });
    expect(ratesFromTicker([{ symbol: "BTCUSDT", price: "NaN" }], both).USDT).toBeNull();
    expect(ratesFromTicker([{ symbol: "BTCUSDT", price: "0" }], both).USDT).toBeNull();
    expect(ratesFromTicker({ not: "a list" }, both)).toEqual({ USDT: null, RUB: null });
  });
});
