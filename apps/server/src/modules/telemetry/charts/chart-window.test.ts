import { describe, expect, it } from "vitest";
import { TestClock } from "../../../clock";
import { chartPoints, chartWindow } from "./chart-window";

const t32 = 2 ** 32;
const iso = (d: Date) => d.toISOString();

describe("chartWindow", () => {
  it("ends 5 minutes before now on a whole bucket and spans the period (15, 12, 72, 42 buckets)", () => {
    const now = new TestClock("2026-03-02T10:07:30Z").now();
    const w = (p: "PT15M" | "PT1H" | "P1D" | "P1W") => {
      const x = chartWindow(p, now);
      return [x.bucketSeconds, iso(x.from), iso(x.to)];
    };
    expect(w("PT15M")).toEqual([60, "2026-03-02T09:47:00.000Z", "2026-03-02T10:02:00.000Z"]);
    expect(w("PT1H")).toEqual([300, "2026-03-02T09:00:00.000Z", "2026-03-02T10:00:00.000Z"]);
    expect(w("P1D")).toEqual([1200, "2026-03-01T10:00:00.000Z", "2026-03-02T10:00:00.000Z"]);
    expect(w("P1W")).toEqual([14_400, "2026-02-23T08:00:00.000Z", "2026-03-02T08:00:00.000Z"]);
  });

  it("moves only when now - 5 minutes crosses a bucket edge", () => {
    const clock = new TestClock("2026-03-02T10:05:59.999Z");
    expect(iso(chartWindow("PT15M", clock.now()).to)).toBe("2026-03-02T10:00:00.000Z");
    clock.advance(1); // 10:06:00: now - 5 min = 10:01:00, the minute 10:00-10:01 is complete
    expect(iso(chartWindow("PT15M", clock.now()).to)).toBe("2026-03-02T10:01:00.000Z");
    expect(iso(chartWindow("PT1H", clock.now()).to)).toBe("2026-03-02T10:00:00.000Z");
    clock.set("2026-03-02T10:09:59.999Z");
    expect(iso(chartWindow("PT1H", clock.now()).to)).toBe("2026-03-02T10:00:00.000Z");
    clock.advance(1); // 10:10:00: the 5-minute bucket 10:00-10:05 has had its 5 minutes of delay
    expect(iso(chartWindow("PT1H", clock.now()).to)).toBe("2026-03-02T10:05:00.000Z");
    clock.set("2026-03-02T10:24:59.999Z");
    expect(iso(chartWindow("P1D", clock.now()).to)).toBe("2026-03-02T10:00:00.000Z");
    clock.advance(1);
    expect(iso(chartWindow("P1D", clock.now()).to)).toBe("2026-03-02T10:20:00.000Z");
    clock.set("2026-03-02T12:04:59.999Z");
    expect(iso(chartWindow("P1W", clock.now()).to)).toBe("2026-03-02T08:00:00.000Z");
    clock.advance(1); // 12:05:00: the 4-hour bucket 08:00-12:00 is complete
    expect(iso(chartWindow("P1W", clock.now()).to)).toBe("2026-03-02T12:00:00.000Z");
  });
});

describe("chartPoints", () => {
  const window = chartWindow("PT15M", new Date("2026-03-02T10:07:30Z"));

  it("answers every bucket oldest first, zero where no share came", () => {
    const points = chartPoints(window, []);
    expect(points).toHaveLength(15);
    expect(points[0]).toEqual({
      t: "2026-03-02T09:47:00.000Z",
      hash_rate: 0,
      shares: 0,
      rel_error: null,
      reject_pct: 0,
    });
    expect(points[14]?.t).toBe("2026-03-02T10:01:00.000Z");
  });

  it("turns a bucket's sums into hash rate, shares, relative error and reject share", () => {
    const points = chartPoints(window, [
      {
        bucketStart: new Date("2026-03-02T09:50:00Z"),
        acceptedDifficulty: 60_000,
        acceptedCount: 60,
        rejectedDifficulty: 20_000,
      },
      {
        bucketStart: new Date("2026-03-02T10:01:00Z"),
        acceptedDifficulty: 1.5,
        acceptedCount: 4,
        rejectedDifficulty: 0,
      },
    ]);
    expect(points[3]).toEqual({
      t: "2026-03-02T09:50:00.000Z",
      hash_rate: 1000 * t32,
      shares: 60,
      rel_error: 1 / Math.sqrt(60),
      reject_pct: 25,
    });
    expect(points[14]).toEqual({
      t: "2026-03-02T10:01:00.000Z",
      hash_rate: (1.5 * t32) / 60,
      shares: 4,
      rel_error: 0.5,
      reject_pct: 0,
    });
    expect(points.filter((p) => p.shares > 0)).toHaveLength(2);
  });

  it("ignores buckets outside the window (the still-filling edge, older history)", () => {
    const sums = { acceptedDifficulty: 1, acceptedCount: 1, rejectedDifficulty: 0 };
    const points = chartPoints(window, [
      { bucketStart: new Date("2026-03-02T10:02:00Z"), ...sums },
      { bucketStart: new Date("2026-03-02T09:46:00Z"), ...sums },
    ]);
    expect(points.every((p) => p.shares === 0)).toBe(true);
  });
});
