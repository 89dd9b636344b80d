import { z } from "zod";

/**
 * Money on the wire: integer satoshis as JSON numbers (21e6 BTC = 2.1e15 sat, far below 2^53, so exact).
 * The server keeps them as bigint; the web formats them as BTC with 8 decimals.
 */
export const satsSchema = z.number().int().describe("Integer satoshis");

/** A UTC calendar day, `YYYY-MM-DD`. */
export const dayStringSchema = z.iso.date();

/** `{miners|pools|operators}/{id}/balance`. */
export const balanceSchema = z.object({
  data: z.object({
    currency: z.literal("BTC"),
    balance: satsSchema.describe("What the pool owes the account now"),
    pending_payouts: satsSchema.describe("Payouts made but not yet completed on chain (miners; 0 otherwise)"),
  }),
});
export type Balance = z.infer<typeof balanceSchema>["data"];

/** `.../processing-earnings`: today's earnings so far (UTC day), estimated from the shares seen. */
export const processingEarningsSchema = z.object({
  data: z.object({
    day: dayStringSchema,
    amount: satsSchema.describe("Net of fees, estimated; credited after the day at 09:00 UTC"),
    hashrate_ths: z.string().describe("Average TH/s of the day so far"),
    rate_sats_per_th_day: z.string().nullable().describe("The rate in force; null when none is set"),
    as_of: z.string(),
  }),
});
export type ProcessingEarnings = z.infer<typeof processingEarningsSchema>["data"];

/** `.../earned-all-time` and `{pools|operators}/{id}/earned-from-miner/{miner_id}`. */
export const earnedSchema = z.object({
  data: z.object({ amount: satsSchema, since: z.string().nullable() }),
});
export type Earned = z.infer<typeof earnedSchema>["data"];

/** `POST platform/jobs/rewards/run` and `platform/jobs/payouts/run`. */
export const jobDayBodySchema = z.object({ day: dayStringSchema });
