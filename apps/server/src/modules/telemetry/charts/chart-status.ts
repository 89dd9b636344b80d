import type { ChartDataStatus } from "@pithead/contract";

/** The chart is "collecting" until its first share is this old ("chart ready in 15 minutes", SPEC section 9). */
export const collectingMs = 15 * 60_000;
/** With no share for over 1 hour, every worker is disconnected: the chart is "unavailable". */
export const unavailableMs = 3600_000;
/** With no share for over 7 days the chart is "stale". */
export const staleMs = 7 * 24 * 3600_000;

/** The first and the last share of a chart's owner (its workers' min `first_seen`, max `last_share_at`). */
export type ShareTimes = { firstShareAt: Date | null; lastShareAt: Date | null };

/**
 * Data status of a chart (SPEC sections 4 and 9): `nodata` without any share; `collecting` while the first share
 * is less than 15 minutes old; `stale` when the last share is more than 7 days old; `unavailable` when it is more
 * than 1 hour old; else `ok`. Each limit itself still counts as inside (exactly 15 minutes is `ok`, exactly 1 hour
 * without a share is still `ok`).
 */
export function chartStatus(times: ShareTimes, now: Date): ChartDataStatus {
  const { firstShareAt, lastShareAt } = times;
  if (!firstShareAt || !lastShareAt) return "nodata";
  const nowMs = now.getTime();
  if (nowMs - firstShareAt.getTime() < collectingMs) return "collecting";
  const silentMs = nowMs - lastShareAt.getTime();
  if (silentMs > staleMs) return "stale";
  if (silentMs > unavailableMs) return "unavailable";
  return "ok";
}
