import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { compactWorkerRollups } from "../modules/telemetry/rollups/compact-worker-rollups";
import { type StatusChange, statusRepository } from "../modules/telemetry/status/status.repository";
import { statusCutoffs } from "../modules/telemetry/status/worker-status";
import { workerFiguresRepository } from "../modules/telemetry/workers/worker-figures.repository";
import { minutePeriod, type RunOutcome, runOnce } from "./run-once";

export const workerStatusSweepJob = "worker-status-sweep";

/**
 * Once a minute: moves every worker to the status its last share gives (stable, unavailable, off, removed;
 * a share brings it back to stable) and records each change as a worker status event. Staged worker minutes
 * are compacted first, so `last_share_at` holds every share ingested before the sweep.
 */
export function sweepWorkerStatuses(db: Db, clock: Clock): Promise<RunOutcome<StatusChange[]>> {
  const now = clock.now();
  return runOnce(db, clock, workerStatusSweepJob, minutePeriod(now), async (tx) => {
    await compactWorkerRollups(tx, clock);
    const changes = await statusRepository(tx).applyStatuses(statusCutoffs(now), now);
    // The worker figures snapshot and its marks (every screen's worker counts) take the new statuses in the
    // same transaction.
    await workerFiguresRepository(tx).syncStatuses(changes.map((c) => c.workerId));
    return changes;
  });
}
