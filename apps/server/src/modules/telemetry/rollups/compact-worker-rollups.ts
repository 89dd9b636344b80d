import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { bucketStartMs } from "./buckets";
import { compactionRepository } from "./compaction.repository";

export type CompactionOutcome = {
  /** Staged batches folded in, and the worker minutes they added. */
  staged: number;
  minutes: number;
  /** Worker buckets rebuilt per size (5 m, 20 m, 4 h). */
  rebuilt: { 300: number; 1200: number; 14400: number };
  /** How long the oldest staged batch waited, ms (0 when none). */
  lagMs: number;
};

const unique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * Brings the worker rollups up to date: folds the staged worker 1-minute sums of ingested batches into
 * `worker_rollups` (and `workers.last_share_at`), then rebuilds, by replacing them, the 5-minute buckets that
 * changed from their 1-minute buckets, the 20-minute ones holding those from their 5-minute buckets, and the
 * 4-hour ones from their 20-minute buckets. A late share therefore lands in every size. Runs in one
 * transaction, one compaction at a time (advisory lock). The job calls it once a minute; tests call it
 * before reading worker buckets.
 */
export async function compactWorkerRollups(db: Db, clock: Clock): Promise<CompactionOutcome> {
  return db.transaction(async (tx) => {
    const repo = compactionRepository(tx as unknown as Db);
    await repo.lock();
    const flushed = await repo.flushStaging();
    const five = flushed.fiveMinuteStarts;
    const twenty = unique(five.map((ms) => bucketStartMs(ms, 1200)));
    const fourHours = unique(twenty.map((ms) => bucketStartMs(ms, 14_400)));
    const rebuilt = {
      300: await repo.rebuildLevel(300, 60, five),
      1200: await repo.rebuildLevel(1200, 300, twenty),
      14400: await repo.rebuildLevel(14_400, 1200, fourHours),
    };
    const lagMs = flushed.oldest ? Math.max(0, clock.now().getTime() - flushed.oldest.getTime()) : 0;
    return { staged: flushed.staged, minutes: flushed.minutes, rebuilt, lagMs };
  });
}
