import { describe, expect, it } from "vitest";
import {
  formatScaled,
  msatsToSats,
  parseDecimalFraction,
  percentToPpm,
  ppmToPercent,
  satsToMsats,
} from "./decimal";

describe("exact decimals", () => {
  it("turns percent text into ppm and back without floats", () => {
    expect(percentToPpm("0.9")).toBe(9000);
    expect(percentToPpm("0.0001")).toBe(1);
    expect(percentToPpm("100")).toBe(1_000_000);
    expect(percentToPpm("12.3456")).toBe(123_456);
    expect(percentToPpm("0.29")).toBe(2900); // 0.29 x 10000 is 2899.9999999999995 as a float
    expect(percentToPpm("0.12345")).toBeNull();
    expect(percentToPpm("-1")).toBeNull();
    expect(percentToPpm("1e2")).toBeNull();
    expect(ppmToPercent(9000)).toBe("0.9");
    expect(ppmToPercent(10_000)).toBe("1");
    expect(ppmToPercent(1)).toBe("0.0001");
    expect(ppmToPercent(0)).toBe("0");
  });

  it("turns satoshis with 3 decimals into millisatoshis and back", () => {
    expect(satsToMsats("52.5")).toBe(52_500n);
    expect(satsToMsats("0.001")).toBe(1n);
    expect(satsToMsats("1000000000")).toBe(1_000_000_000_000n);
    expect(satsToMsats("1.0001")).toBeNull();
    expect(msatsToSats(52_500n)).toBe("52.5");
    expect(msatsToSats(1n)).toBe("0.001");
    expect(formatScaled(-1500n, 3)).toBe("-1.5");
  });

  it("reads a decimal, with exponent notation, as an exact fraction", () => {
    expect(parseDecimalFraction("109604228837.5")).toEqual({ num: 1_096_042_288_375n, den: 10n });
    expect(parseDecimalFraction("1e14")).toEqual({ num: 10n ** 14n, den: 1n });
    expect(parseDecimalFraction("1.25e+2")).toEqual({ num: 125n, den: 1n });
    expect(parseDecimalFraction("5e-1")).toEqual({ num: 5n, den: 10n });
    expect(parseDecimalFraction("abc")).toBeNull();
  });
});
