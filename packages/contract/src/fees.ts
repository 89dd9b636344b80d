import { z } from "zod";
import { decimalInputSchema } from "./decimal";
import { dayStringSchema } from "./money";

/** A fee period: `percent` of the gross reward (up to 4 decimals) on settlement days start..end (inclusive). */
export const feeSchema = z.object({
  id: z.string(),
  percent: z.string(),
  start_date: dayStringSchema,
  end_date: dayStringSchema.nullable(),
  comment: z.string(),
  created_at: z.string(),
});
export type Fee = z.infer<typeof feeSchema>;
export const feesListSchema = z.object({ data: z.array(feeSchema) });

/**
 * `POST miners/{id}/fees` and `operators/{id}/miners/{miner_id}/fees`: `percent` 0..100 with up to 4 decimals
 * (string or number; stored exactly as parts per million). The server answers `max_threshold` on `percent`
 * above 100, `min_threshold` on `start_date` before today (UTC) and on `end_date` before `start_date`.
 */
export const feeBodySchema = z.object({
  percent: decimalInputSchema(4),
  start_date: dayStringSchema,
  end_date: dayStringSchema.nullable().optional(),
  comment: z.string().trim().max(500).default(""),
});
export type FeeBody = z.infer<typeof feeBodySchema>;
export const feeCreatedSchema = z.object({ data: feeSchema });

/**
 * `.../fees/current`: the fee in force today. `percent` is what the miner pays in total (pool + operator);
 * when the operator hides its fee (`total_fee_hide` on the reader's permission) `percent` and `operator_percent`
 * are null and only the pool's part shows.
 */
export const currentFeeSchema = z.object({
  data: z.object({
    day: dayStringSchema,
    percent: z.string().nullable(),
    pool_percent: z.string(),
    pool_source: z.enum(["pool_default", "miner"]),
    operator_percent: z.string().nullable(),
    hidden: z.boolean(),
  }),
});
export type CurrentFee = z.infer<typeof currentFeeSchema>["data"];
