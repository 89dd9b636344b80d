import { bucketLevels, bucketStartMs } from "./buckets";

/** The sums one bucket holds, or gains from a batch (times in ms since the epoch). */
export type BucketSums = {
  bucketSeconds: number;
  bucketStart: number;
  acceptedDifficulty: number;
  acceptedCount: number;
  rejectedDifficulty: number;
  rejectedCount: number;
  lastShareAt: number;
};

/** Adds `from` into `into` (counts and difficulty summed, the later last share kept). */
export function addSums(into: BucketSums, from: BucketSums): void {
  into.acceptedDifficulty += from.acceptedDifficulty;
  into.acceptedCount += from.acceptedCount;
  into.rejectedDifficulty += from.rejectedDifficulty;
  into.rejectedCount += from.rejectedCount;
  if (from.lastShareAt > into.lastShareAt) into.lastShareAt = from.lastShareAt;
}

/**
 * Every bucket size (1 min, 5 min, 20 min, 4 h) summed from 1-minute (or any finer-or-equal) sums of one
 * owner: sums of the same bucket are merged. Each coarse bucket is the exact sum of the finer ones it holds.
 */
export function rollUpLevels(fine: Iterable<BucketSums>, levels: readonly number[] = bucketLevels) {
  const out = levels.map(() => new Map<number, BucketSums>());
  for (const b of fine) {
    for (let i = 0; i < levels.length; i++) {
      const seconds = levels[i] as number;
      if (seconds < b.bucketSeconds) continue;
      const start = bucketStartMs(b.bucketStart, seconds);
      const level = out[i] as Map<number, BucketSums>;
      const into = level.get(start);
      if (into) addSums(into, b);
      else level.set(start, { ...b, bucketSeconds: seconds, bucketStart: start });
    }
  }
  return out.flatMap((level) => [...level.values()]);
}
