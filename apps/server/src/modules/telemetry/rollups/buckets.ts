/** Rollup bucket sizes in seconds: 1 minute, 5 minutes, 20 minutes, 4 hours (SPEC section 9). */
export const bucketLevels = [60, 300, 1200, 14_400] as const;
export type BucketSeconds = (typeof bucketLevels)[number];

const dayMs = 24 * 3600_000;

/** The oldest share time ingest accepts (SPEC: 1-minute buckets are kept at least 2 days). */
export const maxShareAgeMs = 2 * dayMs;

/**
 * How long each bucket size is kept: 1-minute buckets 2 days and 5 minutes (the ingest window plus one
 * 5-minute bucket, so a late share's 5-minute bucket, rebuilt from its 1-minute buckets by the compaction
 * job, still has all of them), 5-minute 7 days, 20-minute 35 days, 4-hour 400 days (the monthly report).
 */
export const retentionMs: Record<BucketSeconds, number> = {
  60: maxShareAgeMs + 5 * 60_000,
  300: 7 * dayMs,
  1200: 35 * dayMs,
  14400: 400 * dayMs,
};

/** Ingested batch ids are kept longer than a share may be late, so a replay is always recognised. */
export const batchIdRetentionMs = maxShareAgeMs + dayMs;

/** Start (ms since the epoch, UTC) of the bucket of `seconds` that holds `ms`; buckets align to the epoch. */
export function bucketStartMs(ms: number, seconds: number): number {
  const size = seconds * 1000;
  return Math.floor(ms / size) * size;
}

/** The first bucket start each size keeps at `now`: older buckets are deleted. */
export function retentionCutoffs(now: Date): { bucketSeconds: BucketSeconds; before: Date }[] {
  return bucketLevels.map((bucketSeconds) => ({
    bucketSeconds,
    before: new Date(bucketStartMs(now.getTime() - retentionMs[bucketSeconds], bucketSeconds)),
  }));
}
