import type { Clock } from "../clock";
import type { Db } from "../db/client";
import {
  analyzeFigures,
  dropDeletedMinersFigures,
  dropOldFigures,
  refreshStaleFigures,
} from "../modules/accounts-views/miner-figures.repository";
import { windowQueries } from "../modules/telemetry/hashrate/hashrate";
import { minutePeriod, type RunOutcome, runOnce } from "./run-once";

export const minerFiguresRefreshJob = "miner-figures-refresh";
export const minerFiguresAheadJob = "miner-figures-ahead";

/** The 15m window moves once a minute: the windows of the minute `minutes` after (or before) `now`'s. */
const windowsIn = (now: Date, minutes: number) => windowQueries(new Date(now.getTime() + minutes * 60_000));

/**
 * Once a minute (the 15m window end moves once a minute): brings every miner's `miner_figures` row for the
 * current windows up to date (the ahead job has usually made them: then only miners created or moved since
 * are refreshed), drops the rows of deleted miners and of window ends before the previous one (a call that
 * began before the end moved may still read those), and refreshes the table's planner statistics.
 */
export function refreshMinerFigures(
  db: Db,
  clock: Clock,
): Promise<RunOutcome<{ refreshed: number; dropped: number }>> {
  const now = clock.now();
  return runOnce(db, clock, minerFiguresRefreshJob, minutePeriod(now), async (tx) => {
    const windows = windowQueries(now);
    const refreshed = await refreshStaleFigures(tx, null, windows);
    const previousEnd = windowsIn(now, -1)[0]?.end ?? now;
    await dropOldFigures(tx, previousEnd);
    const dropped = await dropDeletedMinersFigures(tx);
    if (refreshed + dropped > 0) await analyzeFigures(tx);
    return { refreshed, dropped };
  });
}

/**
 * Once a minute, late in it: every miner's row for the next minute's windows, so that when the end moves the
 * rows are there and no read sums a miner's rollups on its own (at 5,000 miners under load the refresh takes
 * seconds, and each dashboard read in them missed). Run at second 40, it reads those windows 4 min 40 s after
 * their end instead of about 5 min: a share later than that is counted with the end after, as a share later
 * than the refresh always was.
 */
export function prepareNextMinerFigures(db: Db, clock: Clock): Promise<RunOutcome<{ refreshed: number }>> {
  const now = clock.now();
  return runOnce(db, clock, minerFiguresAheadJob, minutePeriod(now), async (tx) => {
    const refreshed = await refreshStaleFigures(tx, null, windowsIn(now, 1));
    if (refreshed > 0) await analyzeFigures(tx);
    return { refreshed };
  });
}
