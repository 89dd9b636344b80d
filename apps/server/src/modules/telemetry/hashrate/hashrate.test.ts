import { describe, expect, it } from "vitest";
import {
  bucketRanges,
  hashesPerDifficulty,
  hashrate,
  hashrateFigures,
  rejectPct,
  relativeError,
  statsWindows,
  windowQueries,
  windowRange,
} from "./hashrate";

const w = (name: string) => {
  const found = statsWindows.find((x) => x.name === name);
  if (!found) throw new Error(name);
  return found;
};
const iso = (r: { start: Date; end: Date }) => [r.start.toISOString(), r.end.toISOString()];

describe("hashrate = sum(accepted difficulty) x 2^32 / seconds", () => {
  it("gives exact H/s", () => {
    expect(hashesPerDifficulty).toBe(4_294_967_296);
    // 900 shares of difficulty 1000 in 15 minutes: 1000 x 2^32 H/s = 4.294967296 TH/s.
    expect(hashrate(900 * 1000, 900)).toBe(4_294_967_296_000);
    // One difficulty-65536 share per second for an hour: 2^48 H/s (281.47 TH/s).
    expect(hashrate(3600 * 65_536, 3600)).toBe(2 ** 48);
    expect(hashrate(0, 86_400)).toBe(0);
    expect(hashrate(0.5, 1)).toBe(2 ** 31);
  });

  it("relative error is 1/sqrt(shares), null without shares", () => {
    expect(relativeError(100)).toBe(0.1);
    expect(relativeError(10_000)).toBe(0.01);
    expect(relativeError(1)).toBe(1);
    expect(relativeError(0)).toBeNull();
  });

  it("reject percentage is by difficulty, 0 without shares", () => {
    expect(rejectPct(99, 1)).toBe(1);
    expect(rejectPct(750, 250)).toBe(25);
    expect(rejectPct(0, 8)).toBe(100);
    expect(rejectPct(0, 0)).toBe(0);
  });

  it("builds the figures of the three windows", () => {
    const f = hashrateFigures({
      "15m": { acceptedDifficulty: 900 * 1000, acceptedCount: 900 },
      "1h": { acceptedDifficulty: 3600 * 1000, acceptedCount: 3600 },
      "24h": { acceptedDifficulty: 86_400 * 500, acceptedCount: 86_400 },
      rejectedDifficulty15m: 900 * 1000 * (1 / 99),
    });
    expect(f).toEqual({
      hash_rate_15m: 4_294_967_296_000,
      hash_rate_1h: 4_294_967_296_000,
      hash_rate_24h: 2_147_483_648_000,
      shares_15m: 900,
      shares_1h: 3600,
      shares_24h: 86_400,
      rel_error_15m: 1 / 30,
      rel_error_1h: 1 / 60,
      rel_error_24h: 1 / Math.sqrt(86_400),
      reject_pct_15m: expect.closeTo(1, 12),
    });
  });
});

describe("windows end at now - 5 minutes, on whole buckets (no dip at the right edge)", () => {
  it("15m sums 15 one-minute buckets, 1h 12 five-minute, 24h 72 twenty-minute", () => {
    const now = new Date("2026-03-02T10:07:30Z");
    expect(iso(windowRange(w("15m"), now))).toEqual(["2026-03-02T09:47:00.000Z", "2026-03-02T10:02:00.000Z"]);
    expect(iso(windowRange(w("1h"), now))).toEqual(["2026-03-02T09:00:00.000Z", "2026-03-02T10:00:00.000Z"]);
    expect(iso(windowRange(w("24h"), now))).toEqual(["2026-03-01T10:00:00.000Z", "2026-03-02T10:00:00.000Z"]);
  });

  it("moves by whole buckets as the clock moves", () => {
    expect(iso(windowRange(w("15m"), new Date("2026-03-02T10:04:59.999Z")))).toEqual([
      "2026-03-02T09:44:00.000Z",
      "2026-03-02T09:59:00.000Z",
    ]);
    expect(iso(windowRange(w("15m"), new Date("2026-03-02T10:05:00Z")))).toEqual([
      "2026-03-02T09:45:00.000Z",
      "2026-03-02T10:00:00.000Z",
    ]);
    expect(iso(windowRange(w("1h"), new Date("2026-03-02T10:09:59Z")))).toEqual([
      "2026-03-02T09:00:00.000Z",
      "2026-03-02T10:00:00.000Z",
    ]);
    expect(iso(windowRange(w("1h"), new Date("2026-03-02T10:10:00Z")))).toEqual([
      "2026-03-02T09:05:00.000Z",
      "2026-03-02T10:05:00.000Z",
    ]);
  });
});

describe("the 24h window is summed mostly from 4-hour buckets", () => {
  const ranges = (now: string, name: string) => {
    const found = windowQueries(new Date(now)).find((x) => x.name === name);
    if (!found) throw new Error(name);
    return bucketRanges(found).map((b) => [b.bucketSeconds, ...iso(b)]);
  };
  /** Buckets a set of ranges reads (each range's length over its bucket size). */
  const buckets = (r: (string | number)[][]) =>
    r.reduce((n, [s, a, b]) => n + (Date.parse(String(b)) - Date.parse(String(a))) / 1000 / Number(s), 0);

  it("an end off a 4-hour boundary: 20-minute buckets, five 4-hour ones, 20-minute buckets", () => {
    // now 10:07:30: the window is [01T10:00, 02T10:00).
    const r = ranges("2026-03-02T10:07:30Z", "24h");
    expect(r).toEqual([
      [1200, "2026-03-01T10:00:00.000Z", "2026-03-01T12:00:00.000Z"],
      [14_400, "2026-03-01T12:00:00.000Z", "2026-03-02T08:00:00.000Z"],
      [1200, "2026-03-02T08:00:00.000Z", "2026-03-02T10:00:00.000Z"],
    ]);
    expect(buckets(r)).toBe(6 + 5 + 6);
  });

  it("an end on a 4-hour boundary: six 4-hour buckets, the 20-minute ranges empty", () => {
    const r = ranges("2026-03-02T08:05:00Z", "24h");
    expect(r).toEqual([
      [1200, "2026-03-01T08:00:00.000Z", "2026-03-01T08:00:00.000Z"],
      [14_400, "2026-03-01T08:00:00.000Z", "2026-03-02T08:00:00.000Z"],
      [1200, "2026-03-02T08:00:00.000Z", "2026-03-02T08:00:00.000Z"],
    ]);
    expect(buckets(r)).toBe(6);
  });

  it("covers the window's 24 hours exactly, without gap or overlap, at every 20-minute end of a day", () => {
    for (let minute = 0; minute < 24 * 60; minute += 20) {
      const now = new Date(Date.parse("2026-03-02T00:05:00Z") + minute * 60_000).toISOString();
      const r = ranges(now, "24h");
      expect(r).toHaveLength(3);
      const [head, middle, tail] = r.map(([, a, b]) => [Date.parse(String(a)), Date.parse(String(b))]);
      expect(head?.[1]).toBe(middle?.[0]);
      expect(middle?.[1]).toBe(tail?.[0]);
      expect((Number(tail?.[1]) - Number(head?.[0])) / 3600_000).toBe(24);
      expect(buckets(r)).toBeLessThanOrEqual(17);
    }
  });

  it("the 15m and 1h windows stay one range of their own buckets", () => {
    expect(ranges("2026-03-02T10:07:30Z", "15m")).toEqual([
      [60, "2026-03-02T09:47:00.000Z", "2026-03-02T10:02:00.000Z"],
    ]);
    expect(ranges("2026-03-02T10:07:30Z", "1h")).toEqual([
      [300, "2026-03-02T09:00:00.000Z", "2026-03-02T10:00:00.000Z"],
    ]);
  });
});
