import { setImmediate as yieldToLoop } from "node:timers/promises";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { figureWindows } from "../modules/telemetry/workers/figure-windows";
import { workerFiguresRepository } from "../modules/telemetry/workers/worker-figures.repository";
import { throwIfStopped } from "./job-stop";
import { compactRollups } from "./rollup-compaction";
import { minutePeriod, type RunOutcome, runOnceAfterClaim } from "./run-once";
import { sweepWorkerStatuses } from "./worker-status-sweep";

export const workerFiguresRefreshJob = "worker-figures-refresh";

/**
 * Once a minute (the 15m window end moves once a minute): brings the `worker_figures` snapshot to the current
 * windows, so worker lists seldom refresh on read. The minute's rollup compaction and status sweep run first
 * (each once per minute: when their own schedule has run them already, the calls skip), so the snapshot holds
 * the minute's rollups and statuses.
 *
 * Once per period across processes: the `job_runs` claim commits on its own first (a second process finds it
 * and skips), then the stale miners are refreshed incrementally (`refreshMiners`: each window kept, stepped or
 * summed again, refresh-windows.ts), a `refreshChunk` of miners per statement, each chunk its own short
 * transaction with a turn of the event loop between chunks, so requests and other jobs are
 * never held behind one long statement. A process that dies half-way leaves its remaining miners stale: the
 * next read of them or the next minute's run refreshes them (a stale snapshot is never served: reads refresh
 * what is stale first). So does a stop (`signal`, at shutdown): the run ends after its current chunk.
 */
export async function refreshWorkerFigures(
  db: Db,
  clock: Clock,
  signal?: AbortSignal,
): Promise<RunOutcome<{ asOf: string; miners: number; chunks: number }>> {
  await compactRollups(db, clock, signal);
  throwIfStopped(signal, "worker figures refresh");
  await sweepWorkerStatuses(db, clock);
  throwIfStopped(signal, "worker figures refresh");
  const now = clock.now();
  return runOnceAfterClaim(db, clock, workerFiguresRefreshJob, minutePeriod(now), async () => {
    const windows = figureWindows(now);
    const repo = workerFiguresRepository(db);
    const stale = await repo.allStaleMiners(windows["15m"].end);
    const chunks = await repo.refreshMiners(stale, windows, {
      yieldBetween: () => yieldToLoop(),
      stopped: () => signal?.aborted === true,
    });
    return { asOf: windows["15m"].end.toISOString(), miners: stale.length, chunks };
  });
}
