import { z } from "zod";
import { chartDataStatuses, chartPeriods } from "./chart-periods";
import { statsQuerySchema } from "./telemetry";

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
