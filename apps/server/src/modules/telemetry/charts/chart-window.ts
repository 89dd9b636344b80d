import { type ChartPeriod, type ChartPoint, chartBucketSeconds, chartPeriodSeconds } from "@pithead/contract";
import { hashrate, processingDelayMs, rejectPct, relativeError } from "../hashrate/hashrate";
import { bucketStartMs } from "../rollups/buckets";

/** The buckets a chart shows: [from, to), `to` the end of the last bucket every share has reached. */
export type ChartWindow = { period: ChartPeriod; bucketSeconds: number; from: Date; to: Date };

/** One stored bucket's sums (a rollup row, or the sum of several owners' rows). */
export type BucketSums = {
  bucketStart: Date;
  acceptedDifficulty: number;
  acceptedCount: number;
  rejectedDifficulty: number;
};

/**
 * The window of a period at `now`: it ends at `now - processing delay` rounded down to the period's bucket
 * (so the right edge never shows a bucket still filling) and spans the period before that.
 */
export function chartWindow(period: ChartPeriod, now: Date, delayMs = processingDelayMs): ChartWindow {
  const bucketSeconds = chartBucketSeconds[period];
  const to = bucketStartMs(now.getTime() - delayMs, bucketSeconds);
  return {
    period,
    bucketSeconds,
    from: new Date(to - chartPeriodSeconds[period] * 1000),
    to: new Date(to),
  };
}

/**
 * Every bucket of the window, oldest first, zero where no share came: hash rate = accepted difficulty x 2^32 /
 * bucket seconds, the shares behind it, their relative error and the rejected share of the difficulty.
 * Buckets outside the window are ignored.
 */
export function chartPoints(window: ChartWindow, buckets: BucketSums[]): ChartPoint[] {
  const sizeMs = window.bucketSeconds * 1000;
  const from = window.from.getTime();
  const count = Math.round((window.to.getTime() - from) / sizeMs);
  const slots: (BucketSums | undefined)[] = new Array(count);
  for (const b of buckets) {
    const i = (b.bucketStart.getTime() - from) / sizeMs;
    if (Number.isInteger(i) && i >= 0 && i < count) slots[i] = b;
  }
  const points: ChartPoint[] = [];
  for (let i = 0; i < count; i++) {
    const b = slots[i];
    const accepted = b?.acceptedDifficulty ?? 0;
    const shares = b?.acceptedCount ?? 0;
    points.push({
      t: new Date(from + i * sizeMs).toISOString(),
      hash_rate: hashrate(accepted, window.bucketSeconds),
      shares,
      rel_error: relativeError(shares),
      reject_pct: rejectPct(accepted, b?.rejectedDifficulty ?? 0),
    });
  }
  return points;
}
