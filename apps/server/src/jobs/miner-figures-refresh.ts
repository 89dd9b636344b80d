import type { Clock } from "../clock";
import type { Db } from "../db/client";
import {
  analyzeFigures,
  dropDeletedMinersFigures,
  refreshStaleFigures,
} from "../modules/accounts-views/miner-figures.repository";
import { windowQueries } from "../modules/telemetry/hashrate/hashrate";
import { minutePeriod, type RunOutcome, runOnce } from "./run-once";

export const minerFiguresRefreshJob = "miner-figures-refresh";

/**
 * Once a minute (the 15m window end moves once a minute): brings every miner's `miner_figures` row to the
 * current windows, so that lists seldom refresh on read; drops the rows of deleted miners, and refreshes the
 * table's planner statistics.
 */
export function refreshMinerFigures(
  db: Db,
  clock: Clock,
): Promise<RunOutcome<{ refreshed: number; dropped: number }>> {
  const now = clock.now();
  return runOnce(db, clock, minerFiguresRefreshJob, minutePeriod(now), async (tx) => {
    const refreshed = await refreshStaleFigures(tx, null, windowQueries(now));
    const dropped = await dropDeletedMinersFigures(tx);
    if (refreshed + dropped > 0) await analyzeFigures(tx);
    return { refreshed, dropped };
  });
}
