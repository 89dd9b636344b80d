import { z } from "zod";
import { statsQuerySchema } from "./telemetry";

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

export const chartPeriodQuerySchema = z.object({
  period: z.enum(chartPeriods).default("PT1H"),
});
/** `miners/charts`, `workers/charts`: `id[]` (1..200) and `period`. */
export const chartsQuerySchema = statsQuerySchema.extend({
  period: z.enum(chartPeriods).default("PT1H"),
});

/** One point: the bucket starting at `t`; hash rate in H/s averaged over the bucket. */
export const chartPointSchema = z.object({
  t: z.string().describe("Bucket start, ISO 8601 UTC"),
  hash_rate: z.number(),
  shares: z.number().int().describe("Accepted shares behind the figure"),
  rel_error: z.number().nullable().describe("About 1/sqrt(shares); null without shares"),
  reject_pct: z.number(),
});
export type ChartPoint = z.infer<typeof chartPointSchema>;

/**
 * One series: every bucket of the period, oldest first, zero where no share came. `to` is the end of the last
 * complete bucket (now minus the 5-minute processing delay, rounded down), so the right edge never dips.
 */
export const chartSeriesSchema = z.object({
  id: z.string(),
  period: z.enum(chartPeriods),
  bucket_seconds: z.number().int(),
  from: z.string(),
  to: z.string(),
  status: z.enum(chartDataStatuses),
  first_share_at: z.string().nullable(),
  last_share_at: z.string().nullable(),
  points: z.array(chartPointSchema),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

/** Every chart call answers `{data: [series, ...]}`: one series per id (one for a pool or operator). */
export const chartsSchema = z.object({ data: z.array(chartSeriesSchema) });
export type Charts = z.infer<typeof chartsSchema>;
