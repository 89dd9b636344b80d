import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startRatePolling } from "./rate-polling";
import type { RateSettings } from "./rate-settings";

const provider = "https://prices.test/simple/price";
const settings = (currencies: RateSettings["currencies"]): RateSettings => ({
  refreshMs: 300_000,
  providerUrl: provider,
  currencies,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const good = { bitcoin: { usd: 90_000, rub: 7_000_000 }, tether: { usd: 1 } };
const urlOf = (call: unknown[]) => String(call[0]);
const quiet = { warn: vi.fn() };

/** Lets the fetch promises and their .json() settle under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("exchange-rate polling", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    quiet.warn.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("fetch at once, then every refresh_ms, and stop when stopped", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(good));
    const seen = vi.fn();
    const stop = startRatePolling(settings(["USDT"]), seen, quiet);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(urlOf(fetch.mock.calls[0] ?? [])).toBe(`${provider}?ids=bitcoin%2Ctether&vs_currencies=usd`);
    await settle();
    expect(seen).toHaveBeenLastCalledWith({ USDT: 90_000, RUB: null });
    await vi.advanceTimersByTimeAsync(299_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("ask for rub and give BTC/RUB only when RUB is among the extra currencies", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(good));
    const seen = vi.fn();
    const stop = startRatePolling(settings(["USDT", "RUB"]), seen, quiet);
    await settle();
    expect(urlOf(fetch.mock.calls[0] ?? [])).toContain("vs_currencies=usd%2Crub");
    expect(seen).toHaveBeenLastCalledWith({ USDT: 90_000, RUB: 7_000_000 });
    stop();
  });

  it.each([
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a non-2xx answer", async () => json({ error: "rate limited" }, 429)],
    ["a body that is not JSON", async () => new Response("<html>", { status: 200 })],
  ])("log %s and fall back to the pool's ticker endpoint", async (_, failure) => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      if (String(input).startsWith(provider)) return failure();
      return json([
        { symbol: "BTCUSDT", price: "91000.5" },
        { symbol: "BTCRUB", price: "7100000" },
      ]);
    });
    const seen = vi.fn();
    const stop = startRatePolling(settings(["USDT", "RUB"]), seen, quiet);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(decodeURIComponent(urlOf(fetch.mock.calls[1] ?? []))).toBe(
      '/api/v3/ticker/price?symbols=["BTCUSDT","BTCRUB"]',
    );
    expect(quiet.warn).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenLastCalledWith({ USDT: 91_000.5, RUB: 7_100_000 });
    stop();
  });

  it("ask the fallback for BTCUSDT only when RUB is not wanted", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (input) =>
        String(input).startsWith(provider) ? json({}, 500) : json([{ symbol: "BTCUSDT", price: "1" }]),
      );
    const stop = startRatePolling(settings(["USDT"]), vi.fn(), quiet);
    await settle();
    expect(decodeURIComponent(urlOf(fetch.mock.calls[1] ?? []))).toBe(
      '/api/v3/ticker/price?symbols=["BTCUSDT"]',
    );
    stop();
  });

  it("give null rates for tether 0, a negative or a NaN price", async () => {
    const answers = [
      { bitcoin: { usd: 90_000, rub: -5 }, tether: { usd: 0 } },
      { bitcoin: { usd: -90_000, rub: Number.NaN }, tether: { usd: 1 } },
    ];
    let call = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(answers[call++]));
    const seen = vi.fn();
    const stop = startRatePolling(settings(["USDT", "RUB"]), seen, quiet);
    await settle();
    expect(seen).toHaveBeenLastCalledWith({ USDT: null, RUB: null });
    await vi.advanceTimersByTimeAsync(300_000);
    // JSON has no NaN: it arrives as null, which is not a number either.
    expect(seen).toHaveBeenLastCalledWith({ USDT: null, RUB: null });
    expect(seen).toHaveBeenCalledTimes(2);
    stop();
  });

  it("keep the last rates when both sources fail, and drop an answer that lands after the stop", async () => {
    let fail = false;
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => (fail ? json({}, 503) : json(good)));
    const seen = vi.fn();
    const stop = startRatePolling(settings(["USDT"]), seen, quiet);
    await settle();
    fail = true;
    await vi.advanceTimersByTimeAsync(300_000);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(quiet.warn).toHaveBeenCalledTimes(2);
    stop();
  });
});
