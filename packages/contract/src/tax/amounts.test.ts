import { describe, expect, it } from "vitest";
import { formatKopecks, MAX_TAX_AMOUNT, parseRoubles, percentOf } from "./amounts";

describe("parseRoubles", () => {
  it.each([
    ["0", 0n],
    ["1 000 000,5", 100000050n],
    ["2400000.01", 240000001n],
    ["1000000000000", MAX_TAX_AMOUNT],
  ])("reads %s", (text, kopecks) => expect(parseRoubles(text)).toEqual({ ok: true, kopecks }));

  it.each([
    ["", "empty"],
    ["-5", "negative"],
    ["Infinity", "format"],
    ["NaN", "format"],
    ["1e6", "format"],
    ["1.234", "precision"],
    ["1000000000000.01", "range"],
    ["99999999999999", "range"],
  ])("refuses %s as %s", (text, reason) => expect(parseRoubles(text)).toEqual({ ok: false, reason }));
});

describe("formatting", () => {
  it("writes kopecks as a plain decimal", () => {
    expect(formatKopecks(100000050n)).toBe("1000000.50");
    expect(formatKopecks(-5n)).toBe("-0.05");
  });
  it("writes a percent with 2 decimals, half up", () => {
    expect(percentOf(142_000n, 1_000_000n)).toBe("14.20");
    expect(percentOf(1n, 3n)).toBe("33.33");
    expect(percentOf(2n, 3n)).toBe("66.67");
    expect(percentOf(1n, 0n)).toBe("0.00");
  });
});
