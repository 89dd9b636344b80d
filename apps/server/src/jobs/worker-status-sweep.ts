import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { type StatusChange, statusRepository } from "../modules/telemetry/status/status.repository";
import { statusCutoffs } from "../modules/telemetry/status/worker-status";
import { minutePeriod, type RunOutcome, runOnce } from "./run-once";

export const workerStatusSweepJob = "worker-status-sweep";

/**
 * Once a minute: moves every worker to the status its last share gives (stable, unavailable, off, removed;
 * a share brings it back to stable) and records each change as a worker status event.
 */
export function sweepWorkerStatuses(db: Db, clock: Clock): Promise<RunOutcome<StatusChange[]>> {
  const now = clock.now();
  return runOnce(db, clock, workerStatusSweepJob, minutePeriod(now), (tx) =>
    statusRepository(tx).applyStatuses(statusCutoffs(now), now),
  );
}
