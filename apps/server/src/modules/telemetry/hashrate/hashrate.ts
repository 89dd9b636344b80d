import type { HashrateFigures } from "@pithead/contract";
import { type SQL, sql } from "drizzle-orm";
import { bucketStartMs } from "../rollups/buckets";

/** Hashes per unit of share difficulty: a difficulty-1 share takes 2^32 hashes on average. */
export const hashesPerDifficulty = 2 ** 32;

/**
 * Shares reach the pool up to 5 minutes after they were found (SPEC section 9). Buckets younger than that
 * are still filling, so a window ending "now" would show a false dip at the right edge.
 */
export const processingDelayMs = 5 * 60_000;

export type WindowName = "15m" | "1h" | "24h";
export type StatsWindow = { name: WindowName; seconds: number; bucketSeconds: number };

/** The stats windows and the bucket size each is summed from (15, 12 and 72 complete buckets). */
export const statsWindows: readonly StatsWindow[] = [
  { name: "15m", seconds: 900, bucketSeconds: 60 },
  { name: "1h", seconds: 3600, bucketSeconds: 300 },
  { name: "24h", seconds: 86_400, bucketSeconds: 1200 },
];

/**
 * The window rule: it ends at `now - processingDelay`, rounded down to its bucket size, and spans `seconds`
 * before that: [end - seconds, end). Every share in it has arrived, and only whole buckets are summed.
 */
export function windowRange(window: StatsWindow, now: Date, delayMs = processingDelayMs) {
  const end = bucketStartMs(now.getTime() - delayMs, window.bucketSeconds);
  return { start: new Date(end - window.seconds * 1000), end: new Date(end) };
}

/**
 * The most difficulty one rollup row can hold from valid shares, with room: a share is at most
 * `ingestLimits.maxShareDifficulty` (1e15) and a row counts at most 2^63 shares (bigint): 9.2e33 < 1e34.
 * Sums of rows up to it, times 2^32, stay far inside a double (1.8e308), so SQL float arithmetic cannot overflow.
 */
export const maxRowDifficulty = 1e34;

/**
 * A rollup difficulty column as SQL sums and hashrates read it: `least(column, 1e34)`. Only a row written
 * before share difficulty was bounded (or a corrupt one: 1e308, NaN, Infinity) is above; read as 1e34, its sums
 * stay finite (lists, stats and the snapshots answer) and the money math refuses it (reward-math.ts bounds).
 */
export const boundedDifficulty = (column: SQL | string): SQL =>
  sql`least(${typeof column === "string" ? sql.raw(column) : column}, ${sql.raw(String(maxRowDifficulty))}::float8)`;

/** H/s from the accepted difficulty over `seconds`; 0 for a sum that is not a finite positive number. */
export function hashrate(acceptedDifficulty: number, seconds: number): number {
  const rate = (acceptedDifficulty * hashesPerDifficulty) / seconds;
  return Number.isFinite(rate) && rate > 0 ? rate : 0;
}

/** Relative standard error of a hashrate estimated from `shares` shares (Poisson): 1/sqrt(n); null for 0. */
export function relativeError(shares: number): number | null {
  return shares > 0 ? 1 / Math.sqrt(shares) : null;
}

/** Rejected share of the submitted difficulty, in percent; 0 without shares. */
export function rejectPct(acceptedDifficulty: number, rejectedDifficulty: number): number {
  const total = acceptedDifficulty + rejectedDifficulty;
  return total > 0 ? (rejectedDifficulty / total) * 100 : 0;
}

export type WindowSums = { acceptedDifficulty: number; acceptedCount: number };
export type StatsSums = Record<WindowName, WindowSums> & { rejectedDifficulty15m: number };

/** A window to sum: buckets of `bucketSeconds` starting in [start, end). */
export type WindowQuery = { name: WindowName; bucketSeconds: number; start: Date; end: Date };

/** Buckets of `bucketSeconds` starting in [start, end). */
export type BucketRange = { bucketSeconds: number; start: Date; end: Date };

/** The coarser bucket size a window is summed from where it holds whole buckets of it (the 24h window). */
const coarserBuckets: Partial<Record<WindowName, number>> = { "24h": 14_400 };

/**
 * The bucket ranges whose rows sum to the window, with fewer rows: the 24h window's 72 twenty-minute buckets
 * are its whole 4-hour buckets (5, or 6 when the end is on a 4-hour boundary) and the twenty-minute buckets
 * before and after them (12 or none): 17 rows an owner instead of 72. Exact because every writer of the rollups
 * adds a batch to every bucket size in one transaction (ingest's fold, the worker compaction, the demo
 * backfill), so a 4-hour bucket always holds the sum of its twenty-minute ones (to float rounding, ~1e-16).
 * Always three ranges for the 24h window (an empty one has start = end) and one for the others, so a statement
 * over them has one shape.
 */
export function bucketRanges(w: WindowQuery): BucketRange[] {
  const coarse = coarserBuckets[w.name];
  if (!coarse) return [{ bucketSeconds: w.bucketSeconds, start: w.start, end: w.end }];
  const size = coarse * 1000;
  const from = Math.ceil(w.start.getTime() / size) * size;
  const to = Math.max(from, bucketStartMs(w.end.getTime(), coarse));
  return [
    { bucketSeconds: w.bucketSeconds, start: w.start, end: new Date(Math.min(from, w.end.getTime())) },
    { bucketSeconds: coarse, start: new Date(from), end: new Date(to) },
    { bucketSeconds: w.bucketSeconds, start: new Date(Math.max(to, w.start.getTime())), end: w.end },
  ];
}

/** The 15m, 1h and 24h windows at `now` (`windowRange`), in the order of `statsWindows`. */
export function windowQueries(now: Date): WindowQuery[] {
  return statsWindows.map((w) => ({ name: w.name, bucketSeconds: w.bucketSeconds, ...windowRange(w, now) }));
}

/** The sums of an owner without a bucket in any window. */
export const noSums = (): StatsSums => ({
  "15m": { acceptedDifficulty: 0, acceptedCount: 0 },
  "1h": { acceptedDifficulty: 0, acceptedCount: 0 },
  "24h": { acceptedDifficulty: 0, acceptedCount: 0 },
  rejectedDifficulty15m: 0,
});

/** The figures of one miner or worker from its window sums. */
export function hashrateFigures(s: StatsSums): HashrateFigures {
  const of = (name: WindowName) => {
    const seconds = statsWindows.find((w) => w.name === name)?.seconds ?? 1;
    return hashrate(s[name].acceptedDifficulty, seconds);
  };
  return {
    hash_rate_15m: of("15m"),
    hash_rate_1h: of("1h"),
    hash_rate_24h: of("24h"),
    shares_15m: s["15m"].acceptedCount,
    shares_1h: s["1h"].acceptedCount,
    shares_24h: s["24h"].acceptedCount,
    rel_error_15m: relativeError(s["15m"].acceptedCount),
    rel_error_1h: relativeError(s["1h"].acceptedCount),
    rel_error_24h: relativeError(s["24h"].acceptedCount),
    reject_pct_15m: rejectPct(s["15m"].acceptedDifficulty, s.rejectedDifficulty15m),
  };
}
