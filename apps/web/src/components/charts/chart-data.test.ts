import type { ChartPoint } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { withAlpha } from "./chart-colors";
import { maxOfColumns, tickFormatOf, timeFormatOf, toColumns, yRange } from "./chart-data";

const point = (t: string, hash_rate: number, shares: number, rel_error: number | null): ChartPoint => ({
  t,
  hash_rate,
  shares,
  rel_error,
  reject_pct: 0,
});

describe("hashrate chart data", () => {
  it("turns points into uPlot columns with the band rate x (1 +- rel_error)", () => {
    const columns = toColumns([
      point("2026-03-02T10:00:00Z", 100e12, 100, 0.1),
      point("2026-03-02T10:01:00Z", 0, 0, null),
      point("2026-03-02T10:02:00Z", 50e12, 1, 1.5),
    ]);
    expect(columns[0]).toEqual([1772445600, 1772445660, 1772445720]);
    expect(columns[1]).toEqual([100e12, 0, 50e12]);
    expect(columns[2][0]).toBeCloseTo(110e12, -3);
    expect(columns[2][1]).toBeNull();
    expect(columns[2][2]).toBe(125e12);
    expect(columns[3][0]).toBeCloseTo(90e12, -3);
    expect(columns[3][1]).toBeNull();
    expect(columns[3][2]).toBe(0); // the band never goes below zero
  });

  it("scales the y axis on the band's top, from zero", () => {
    const columns = toColumns([
      point("2026-03-02T10:00:00Z", 100, 4, 0.5),
      point("2026-03-02T10:01:00Z", 120, 0, null),
    ]);
    expect(maxOfColumns(columns)).toBe(150);
    expect(yRange(150)).toEqual([0, 165]);
    expect(maxOfColumns(toColumns([]))).toBe(0);
    expect(yRange(0)).toEqual([0, 1]);
  });

  it("shows the date from 20-minute buckets and on ticks a day apart", () => {
    expect(timeFormatOf(60)).toEqual({ hour: "2-digit", minute: "2-digit" });
    expect(timeFormatOf(300)).not.toHaveProperty("day");
    expect(timeFormatOf(1200)).toHaveProperty("day", "numeric");
    expect(timeFormatOf(14_400)).toHaveProperty("month", "short");
    expect(tickFormatOf(3600)).toEqual({ hour: "numeric", minute: "2-digit" });
    expect(tickFormatOf(86_400)).toEqual({ month: "short", day: "numeric" });
  });

  it("adds alpha to the theme's hex colours", () => {
    expect(withAlpha("#435fff", 0.18)).toBe("rgb(67 95 255 / 0.18)");
    expect(withAlpha(" #5b7bdc", 0.5)).toBe("rgb(91 123 220 / 0.5)");
    expect(withAlpha("#fff", 1)).toBe("rgb(255 255 255 / 1)");
    expect(withAlpha("rgb(1 2 3)", 0.2)).toBe("rgb(1 2 3)");
  });
});
