import { describe, expect, it } from "vitest";
import { formatBtc, localizeDecimal, MAX_SATS } from "./btc-amount";
import { parseBtc } from "./btc-parse";

describe("formatBtc", () => {
  it("writes satoshis as BTC with 8 decimals, exactly", () => {
    expect(formatBtc(1)).toBe("0.00000001");
    expect(formatBtc(0)).toBe("0.00000000");
    expect(formatBtc(2.1e15)).toBe("21000000.00000000");
    expect(formatBtc(123_456_789)).toBe("1.23456789");
    expect(formatBtc(MAX_SATS - 1)).toBe("20999999.99999999");
    expect(formatBtc(-5_000)).toBe("-0.00005000");
  });

  it("signs positive amounts on demand and uses the locale's separators", () => {
    expect(formatBtc(10, { sign: true })).toBe("+0.00000010");
    expect(formatBtc(-10, { sign: true })).toBe("-0.00000010");
    expect(formatBtc(0, { sign: true })).toBe("0.00000000");
    expect(formatBtc(2.1e15, { locale: "en-US" })).toBe("21,000,000.00000000");
    expect(formatBtc(123_456_789_012, { locale: "ru-RU" })).toBe("1\u00a0234,56789012");
    expect(formatBtc(123_456_789_012, { locale: "zh-CN" })).toBe("1,234.56789012");
  });

  it("refuses what is not a whole number of satoshis", () => {
    expect(() => formatBtc(0.5)).toThrow(RangeError);
    expect(() => formatBtc(Number.NaN)).toThrow(RangeError);
  });
});

describe("parseBtc", () => {
  it("reads BTC into integer satoshis by string arithmetic", () => {
    expect(parseBtc("0.00000001")).toEqual({ ok: true, sats: 1 });
    expect(parseBtc("21000000")).toEqual({ ok: true, sats: 2.1e15 });
    expect(parseBtc("21000000.00000000")).toEqual({ ok: true, sats: 2.1e15 });
    expect(parseBtc("0.1")).toEqual({ ok: true, sats: 10_000_000 });
    expect(parseBtc("0.29")).toEqual({ ok: true, sats: 29_000_000 });
    expect(parseBtc("1.23456789")).toEqual({ ok: true, sats: 123_456_789 });
    expect(parseBtc(" 0,5 ")).toEqual({ ok: true, sats: 50_000_000 });
    expect(parseBtc(".5")).toEqual({ ok: true, sats: 50_000_000 });
    expect(parseBtc("1.")).toEqual({ ok: true, sats: 100_000_000 });
    expect(parseBtc("1 000")).toEqual({ ok: true, sats: 100_000_000_000 });
    expect(parseBtc("007")).toEqual({ ok: true, sats: 700_000_000 });
  });

  it("round-trips with formatBtc", () => {
    for (const sats of [1, 99, 100_000_000, 123_456_789, 2.1e15, 1_999_999_999_999])
      expect(parseBtc(formatBtc(sats))).toEqual({ ok: true, sats });
  });

  it("rejects 9 decimals, signs, exponents, garbage, zero and more than 21 million BTC", () => {
    expect(parseBtc("0.000000001")).toEqual({ ok: false, reason: "precision" });
    expect(parseBtc("1.123456789")).toEqual({ ok: false, reason: "precision" });
    expect(parseBtc("")).toEqual({ ok: false, reason: "empty" });
    expect(parseBtc("  ")).toEqual({ ok: false, reason: "empty" });
    for (const text of ["-1", "+1", "1e-8", "1.2.3", "abc", ".", "0x10", "Infinity", "1,000.5"])
      expect(parseBtc(text), text).toEqual({ ok: false, reason: "format" });
    expect(parseBtc("0")).toEqual({ ok: false, reason: "zero" });
    expect(parseBtc("0.00000000")).toEqual({ ok: false, reason: "zero" });
    expect(parseBtc("21000000.00000001")).toEqual({ ok: false, reason: "range" });
    expect(parseBtc("999999999")).toEqual({ ok: false, reason: "range" });
  });
});

describe("localizeDecimal", () => {
  it("puts the locale's separators into a decimal text without a float", () => {
    expect(localizeDecimal("1234567.125", "en-US")).toBe("1,234,567.125");
    expect(localizeDecimal("1234567.125", "ru-RU")).toBe("1\u00a0234\u00a0567,125");
    expect(localizeDecimal("12345678901234567890", "en-US")).toBe("12,345,678,901,234,567,890");
    expect(localizeDecimal("0.1", "zh-CN")).toBe("0.1");
    expect(localizeDecimal("n/a", "en-US")).toBe("n/a");
  });
});
