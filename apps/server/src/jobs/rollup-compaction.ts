import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { recordCompaction } from "../modules/metrics/hooks";
import {
  type CompactionOutcome,
  compactWorkerRollups,
} from "../modules/telemetry/rollups/compact-worker-rollups";
import { minutePeriod, type RunOutcome, runOnce } from "./run-once";

export const rollupCompactionJob = "rollup-compaction";

/**
 * Once a minute: folds the staged worker minutes of ingested batches into the worker rollups and rebuilds
 * the 5-minute, 20-minute and 4-hour worker buckets they touched (rollups/compact-worker-rollups.ts).
 */
export function compactRollups(
  db: Db,
  clock: Clock,
  signal?: AbortSignal,
): Promise<RunOutcome<CompactionOutcome>> {
  return runOnce(db, clock, rollupCompactionJob, minutePeriod(clock.now()), async (tx) => {
    const started = performance.now();
    const outcome = await compactWorkerRollups(tx, clock, signal);
    recordCompaction((performance.now() - started) / 1000);
    return outcome;
  });
}
