import { describe, expect, it } from "vitest";
import { fiatCents, fiatEquivalents, formatAmount, formatBtc } from "./money";

describe("formatBtc", () => {
  it("writes satoshis as BTC with 8 decimals, exactly, in the locale's separators", () => {
    expect(formatBtc(12_345_678, "en-US")).toBe("0.12345678 BTC");
    expect(formatBtc(1, "en-US")).toBe("0.00000001 BTC");
    expect(formatBtc(0, "en-US")).toBe("0.00000000 BTC");
    expect(formatBtc(2.1e15, "en-US")).toBe("21,000,000.00000000 BTC");
    expect(formatBtc(2.1e15 - 1, "ru-RU")).toBe("20\u00a0999\u00a0999,99999999 BTC");
    expect(formatBtc(123_456_789_012, "zh-CN")).toBe("1,234.56789012 BTC");
    expect(formatBtc(-5_000, "en-US")).toBe("-0.00005000 BTC");
    expect(() => formatBtc(0.5, "en-US")).toThrow(RangeError);
  });
});

describe("fiat", () => {
  it("multiplies exactly and rounds half up to the cent", () => {
    expect(fiatCents(12_345_678, "95000.5")).toBe(1_172_846n);
    expect(fiatCents(1, "500000")).toBe(1n); // 0.5 cent
    expect(fiatCents(1, "499999.99")).toBe(0n);
    expect(fiatCents(2.1e15, "123456789.12345678")).toBe(259_259_257_159_259_238n);
    expect(fiatCents(100_000_000, "0.01")).toBe(1n);
    for (const bad of ["", "abc", "0", "0.00", "-1", "1e5", "1,5", " "])
      expect(fiatCents(1_000, bad)).toBeNull();
  });

  it("formats USDT as dollars and RUB as roubles for each locale", () => {
    const prices = { USDT: "95000.5", RUB: "8800000.12" };
    expect(fiatEquivalents(12_345_678, prices, "en-US")).toEqual(["≈ $11,728.46", "≈ ₽1,086,419.68"]);
    expect(fiatEquivalents(12_345_678, prices, "ru-RU")).toEqual([
      "≈ 11\u00a0728,46\u00a0$",
      "≈ 1\u00a0086\u00a0419,68\u00a0₽",
    ]);
    expect(fiatEquivalents(12_345_678, prices, "zh-CN")).toEqual(["≈ $11,728.46", "≈ ₽1,086,419.68"]);
    expect(fiatEquivalents(0, prices, "en-US")).toEqual([]);
    expect(fiatEquivalents(12_345_678, { RUB: "8800000.12" }, "en-US")).toEqual(["≈ ₽1,086,419.68"]);
  });

  it("puts the fiat beside the BTC, or the BTC alone", () => {
    expect(formatAmount(12_345_678, { USDT: "95000.5" }, "en-US")).toBe("0.12345678 BTC (≈ $11,728.46)");
    expect(formatAmount(12_345_678, {}, "en-US")).toBe("0.12345678 BTC");
  });
});
