import { type BucketSums, rollUpLevels } from "../rollups/bucket-sums";
import { bucketStartMs } from "../rollups/buckets";
import type { DemoWorker } from "./demo-farms";
import { rejectRate } from "./demo-farms";
import { meanShares } from "./live-shares";
import { poisson } from "./prng";

const minute = 60_000;
const hour = 60 * minute;

/**
 * The history a first start writes, ending at `endMs` (a minute start): the last hour in 1-minute pieces,
 * the 5 hours before in 5-minute pieces, the 20 hours before in 20-minute pieces, and the rest of 7 days in
 * 4-hour pieces. Each boundary is aligned to the coarser size, so every bucket of a size is summed from
 * pieces no coarser than it: 1-minute buckets cover the last hour (15-minute chart and stats), 5-minute the
 * last 6 h (hourly), 20-minute the last 26 h (daily, 24 h figures), 4-hour all 7 days (weekly).
 */
export function backfillSpans(endMs: number): { seconds: number; from: number; to: number }[] {
  const b1 = bucketStartMs(endMs - hour, 300);
  const b2 = bucketStartMs(b1 - 5 * hour, 1200);
  const b3 = bucketStartMs(b2 - 20 * hour, 14_400);
  const b0 = bucketStartMs(endMs - 7 * 24 * hour, 14_400);
  return [
    { seconds: 14_400, from: b0, to: b3 },
    { seconds: 1200, from: b3, to: b2 },
    { seconds: 300, from: b2, to: b1 },
    { seconds: 60, from: b1, to: endMs },
  ];
}

/** When a worker of each fate stopped sending, relative to the end of the backfill. */
export function activeUntil(w: DemoWorker, endMs: number): number {
  if (w.fate === "unavailable") return endMs - 3 * hour;
  if (w.fate === "off") return endMs - 3 * 24 * hour;
  return endMs;
}

/**
 * One worker's history as bucket sums of every size: each piece holds Poisson counts of accepted and
 * rejected shares (the split of a Poisson process is two Poisson processes) at the worker's difficulty, and
 * the pieces are folded into buckets by `rollUpLevels`, the fold ingest uses. Answers the buckets and the
 * worker's last share time (undefined when it sent nothing).
 */
export function workerHistory(w: DemoWorker, random: () => number, endMs: number) {
  const until = activeUntil(w, endMs);
  const pieces: BucketSums[] = [];
  let last: number | undefined;
  for (const span of backfillSpans(endMs)) {
    const size = span.seconds * 1000;
    for (let t = span.from; t < Math.min(span.to, until); t += size) {
      const mean = meanShares(w, Math.min(size, until - t));
      const accepted = poisson(random, mean * (1 - rejectRate));
      const rejected = poisson(random, mean * rejectRate);
      if (accepted + rejected === 0) continue;
      const lastShareAt = t + Math.floor(random() * Math.min(size, until - t));
      last = Math.max(last ?? 0, lastShareAt);
      pieces.push({
        bucketSeconds: span.seconds,
        bucketStart: t,
        acceptedDifficulty: accepted * w.difficulty,
        acceptedCount: accepted,
        rejectedDifficulty: rejected * w.difficulty,
        rejectedCount: rejected,
        lastShareAt,
      });
    }
  }
  return { pieces, buckets: rollUpLevels(pieces), last };
}
