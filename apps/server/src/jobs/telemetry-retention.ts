import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { batchIdRetentionMs, retentionCutoffs } from "../modules/telemetry/rollups/buckets";
import { compactWorkerRollups } from "../modules/telemetry/rollups/compact-worker-rollups";
import { retentionRepository } from "../modules/telemetry/rollups/retention.repository";
import { jobRunsRepository } from "./job-runs.repository";
import { throwIfStopped } from "./job-stop";
import { hourPeriod, type RunOutcome, runOnce } from "./run-once";

export const telemetryRetentionJob = "telemetry-retention";
/** Job runs are remembered this long; a period older than that is never started again. */
const jobRunRetentionMs = 35 * 24 * 3600_000;
/**
 * Worker status changes are kept as long as job runs: the daily digest reads one day of them, and a digest day
 * older than the job runs kept is never run again.
 */
const statusEventRetentionMs = jobRunRetentionMs;

export type RetentionOutcome = { buckets: number; batchIds: number; jobRuns: number; statusEvents: number };

/**
 * Once an hour: drops rollup buckets past their retention (1 min: 2 days, 5 min: 7 days, 20 min: 35 days,
 * 4 h: 400 days), batch ids past the ingest window, old job runs and old worker status changes. Staged worker
 * minutes are compacted first, so no 1-minute bucket is dropped before the coarser buckets have been built from
 * it. A shutdown (`signal`) stops it between steps: the hour's run rolls back and the next tick does it again.
 */
export function enforceTelemetryRetention(
  db: Db,
  clock: Clock,
  signal?: AbortSignal,
): Promise<RunOutcome<RetentionOutcome>> {
  const now = clock.now();
  return runOnce(db, clock, telemetryRetentionJob, hourPeriod(now), async (tx) => {
    await compactWorkerRollups(tx, clock, signal);
    const repo = retentionRepository(tx);
    let buckets = 0;
    for (const { bucketSeconds, before } of retentionCutoffs(now)) {
      throwIfStopped(signal, "telemetry retention");
      buckets += await repo.dropBuckets(bucketSeconds, before);
    }
    throwIfStopped(signal, "telemetry retention");
    const batchIds = await repo.dropBatchIds(new Date(now.getTime() - batchIdRetentionMs));
    const jobRuns = await jobRunsRepository(tx).prune(new Date(now.getTime() - jobRunRetentionMs));
    const statusEvents = await repo.dropStatusEvents(new Date(now.getTime() - statusEventRetentionMs));
    return { buckets, batchIds, jobRuns, statusEvents };
  });
}
