import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { throwIfStopped } from "../../../jobs/job-stop";
import { compactionRepository } from "./compaction.repository";

export type CompactionOutcome = {
  /** Staged batches folded in, and the worker minutes they added. */
  staged: number;
  minutes: number;
  /** Worker buckets of each coarser size (5 m, 20 m, 4 h) that the staged minutes added to. */
  rebuilt: { 300: number; 1200: number; 14400: number };
  /** How long the oldest staged batch waited, ms (0 when none). */
  lagMs: number;
};

/**
 * Brings the worker rollups up to date: adds the staged worker 1-minute sums of ingested batches into
 * `worker_rollups` at every size (1 min, and their sums per 5-minute, 20-minute and 4-hour bucket, so a late
 * share lands in every size and each coarse bucket stays the sum of the finer ones) and moves
 * `workers.last_share_at`, in one statement. Runs in one transaction, one compaction at a time (advisory lock).
 * The job calls it once a minute; tests call it before reading worker buckets. A shutdown (`signal`) met once
 * the lock is held stops it before its statement (`JobStopped`): the staged minutes wait for the next run.
 */
export async function compactWorkerRollups(
  db: Db,
  clock: Clock,
  signal?: AbortSignal,
): Promise<CompactionOutcome> {
  return db.transaction(async (tx) => {
    const repo = compactionRepository(tx as unknown as Db);
    await repo.lock();
    throwIfStopped(signal, "rollup compaction");
    await repo.sortInMemory();
    const flushed = await repo.flushStaging();
    const lagMs = flushed.oldest ? Math.max(0, clock.now().getTime() - flushed.oldest.getTime()) : 0;
    return { staged: flushed.staged, minutes: flushed.minutes, rebuilt: flushed.added, lagMs };
  });
}
