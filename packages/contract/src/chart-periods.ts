// The chart constants without zod: the dashboard's first route uses them, and a module it shares with a page's
// chunk brings that page's zod with it (issue 42: the first route's JavaScript budget).

/** Chart periods (SPEC section 9) and the bucket each point averages over: 1 min, 5 min, 20 min, 4 h. */
export const chartPeriods = ["PT15M", "PT1H", "P1D", "P1W"] as const;
export type ChartPeriod = (typeof chartPeriods)[number];
export const chartBucketSeconds: Record<ChartPeriod, number> = {
  PT15M: 60,
  PT1H: 300,
  P1D: 1200,
  P1W: 14_400,
};
export const chartPeriodSeconds: Record<ChartPeriod, number> = {
  PT15M: 900,
  PT1H: 3600,
  P1D: 86_400,
  P1W: 604_800,
};

/**
 * Data status of a chart (SPEC section 4): `collecting` while the first share is under 15 minutes old ("chart
 * ready in 15 minutes"), `unavailable` when every worker has been disconnected for over 1 hour, `stale` when for
 * over 7 days, `nodata` when no share was ever seen, else `ok`.
 */
export const chartDataStatuses = ["ok", "collecting", "unavailable", "stale", "nodata"] as const;
export type ChartDataStatus = (typeof chartDataStatuses)[number];
