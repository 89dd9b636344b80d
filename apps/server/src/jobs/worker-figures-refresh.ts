import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { figureWindows } from "../modules/telemetry/workers/figure-windows";
import { workerFiguresRepository } from "../modules/telemetry/workers/worker-figures.repository";
import { compactRollups } from "./rollup-compaction";
import { minutePeriod, type RunOutcome, runOnce } from "./run-once";
import { sweepWorkerStatuses } from "./worker-status-sweep";

export const workerFiguresRefreshJob = "worker-figures-refresh";

/**
 * Once a minute (the 15m window end moves once a minute): recomputes every worker's `worker_figures` row for
 * the current windows in one set-based statement, so worker lists seldom refresh on read. The minute's
 * rollup compaction and status sweep run first (each once per minute: when their own schedule has run them
 * already, the calls skip), so the snapshot holds the minute's rollups and statuses.
 */
export async function refreshWorkerFigures(db: Db, clock: Clock): Promise<RunOutcome<{ asOf: string }>> {
  await compactRollups(db, clock);
  await sweepWorkerStatuses(db, clock);
  const now = clock.now();
  return runOnce(db, clock, workerFiguresRefreshJob, minutePeriod(now), async (tx) => {
    const windows = figureWindows(now);
    await workerFiguresRepository(tx).refreshAll(windows);
    return { asOf: windows["15m"].end.toISOString() };
  });
}
