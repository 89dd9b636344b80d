import { describe, expect, it } from "vitest";
import { bucketStartMs, retentionCutoffs } from "./buckets";

describe("buckets", () => {
  it("align to the epoch in UTC (4-hour buckets start at 00, 04, 08 ... UTC)", () => {
    const t = Date.parse("2026-03-02T10:59:59.999Z");
    const iso = (s: number) => new Date(bucketStartMs(t, s)).toISOString();
    expect(iso(60)).toBe("2026-03-02T10:59:00.000Z");
    expect(iso(300)).toBe("2026-03-02T10:55:00.000Z");
    expect(iso(1200)).toBe("2026-03-02T10:40:00.000Z");
    expect(iso(14_400)).toBe("2026-03-02T08:00:00.000Z");
  });

  it("keep 1-minute buckets 2 days and 5 minutes, 5-minute 7, 20-minute 35, 4-hour 400", () => {
    const cut = retentionCutoffs(new Date("2026-03-02T10:07:30Z"));
    expect(cut.map((c) => [c.bucketSeconds, c.before.toISOString()])).toEqual([
      [60, "2026-02-28T10:02:00.000Z"],
      [300, "2026-02-23T10:05:00.000Z"],
      [1200, "2026-01-26T10:00:00.000Z"],
      [14_400, "2025-01-26T08:00:00.000Z"],
    ]);
  });
});
