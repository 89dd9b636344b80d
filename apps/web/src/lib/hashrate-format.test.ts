import { describe, expect, it } from "vitest";
import {
  formatHashrate,
  formatHashrateTick,
  formatPercent,
  formatRelError,
  hashrateScale,
} from "./hashrate-format";

describe("hashrate formatter", () => {
  it("picks the largest unit the figure reaches", () => {
    expect(formatHashrate(0)).toBe("0 H/s");
    expect(formatHashrate(999)).toBe("999 H/s");
    expect(formatHashrate(1000)).toBe("1.00 kH/s");
    expect(formatHashrate(1_500_000)).toBe("1.50 MH/s");
    expect(formatHashrate(2.5e9)).toBe("2.50 GH/s");
    expect(formatHashrate(123_456_789_012_345)).toBe("123.46 TH/s");
    expect(formatHashrate(7.25e15)).toBe("7.25 PH/s");
    expect(formatHashrate(1.2e18)).toBe("1.20 EH/s");
  });

  it("moves up a unit when rounding reaches 1000", () => {
    expect(formatHashrate(999_994)).toBe("999.99 kH/s");
    expect(formatHashrate(999_996)).toBe("1.00 MH/s");
    expect(formatHashrate(999.6)).toBe("1.00 kH/s");
    expect(formatHashrate(999.4)).toBe("999 H/s");
  });

  it("stays in EH/s beyond 1000 EH/s and keeps odd input in H/s", () => {
    expect(formatHashrate(2.5e21)).toBe("2,500.00 EH/s");
    expect(hashrateScale(-5)).toEqual({ unit: "H/s", divisor: 1 });
    expect(formatHashrate(Number.NaN)).toBe("—");
  });

  it("formats in the interface locale", () => {
    expect(formatHashrate(123_456_789_012_345, "ru-RU")).toBe("123,46 TH/s");
    expect(formatHashrate(2.5e21, "ru-RU")).toBe("2\u00a0500,00 EH/s");
    expect(formatHashrate(1_500_000, "zh-CN")).toBe("1.50 MH/s");
  });

  it("formats axis ticks on one scale", () => {
    const scale = hashrateScale(120e12);
    expect(scale).toEqual({ unit: "TH/s", divisor: 1e12 });
    expect(formatHashrateTick(0, scale)).toBe("0");
    expect(formatHashrateTick(25e12, scale)).toBe("25");
    expect(formatHashrateTick(2.5e11, scale)).toBe("0.25");
  });

  it("formats the relative error and percentages", () => {
    expect(formatRelError(1 / Math.sqrt(100))).toBe("±10%");
    expect(formatRelError(1 / Math.sqrt(1000))).toBe("±3.2%");
    expect(formatRelError(0.0316, "ru-RU")).toBe("±3,2%");
    expect(formatRelError(1 / Math.sqrt(6_405_130))).toBe("±0.04%");
    expect(formatRelError(0.0025)).toBe("±0.25%");
    expect(formatRelError(0)).toBe("±0%");
    expect(formatRelError(null)).toBe("");
    expect(formatPercent(0.25)).toBe("0.25%");
    expect(formatPercent(12.3456)).toBe("12.35%");
    expect(formatPercent(0)).toBe("0%");
  });
});
