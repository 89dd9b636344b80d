import { z } from "zod";
import { dayStringSchema, satsSchema } from "./money";

export const unallocatedFundsStatuses = ["unallocated", "refunded"] as const;
export type UnallocatedFundsStatus = (typeof unallocatedFundsStatuses)[number];

/**
 * Unallocated funds: the FPPS value of one settled day's accepted shares sent under an account name no miner has
 * (a mistyped stratum user), after the pool fee, until the platform refunds it to a miner.
 */
export const unallocatedFundsSchema = z.object({
  id: z.string(),
  day: dayStringSchema.describe("The settlement day of the shares"),
  account_name: z.string().describe("The stratum account name the shares came under"),
  share_difficulty: z.string().describe("Sum of accepted share difficulty of the day"),
  hashrate_ths: z.string().describe("Average TH/s of the day, 3 decimals"),
  rate_sats_per_th_day: z.string(),
  gross: satsSchema,
  fee: satsSchema.describe("The pool fee, kept at settlement"),
  amount: satsSchema.describe("What a refund credits: gross - fee"),
  status: z.enum(unallocatedFundsStatuses),
  created_at: z.string(),
  refund: z
    .object({
      miner_id: z.string(),
      account_name: z.string(),
      payment_id: z.string(),
      refunded_at: z.string(),
    })
    .nullable(),
});
export type UnallocatedFunds = z.infer<typeof unallocatedFundsSchema>;

export const unallocatedFundsQuerySchema = z.object({
  status: z.enum(unallocatedFundsStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type UnallocatedFundsQuery = z.infer<typeof unallocatedFundsQuerySchema>;

export const unallocatedFundsListSchema = z.object({
  data: z.array(unallocatedFundsSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Sum of the amounts still unallocated (every page). */
  unallocated_total: satsSchema,
});
export type UnallocatedFundsList = z.infer<typeof unallocatedFundsListSchema>;

/** `POST platform/rewards/unallocated-funds/{transaction_id}/refund`: to the miner with this account name. */
export const unallocatedRefundBodySchema = z.object({
  account_name: z.string().trim().min(1).max(64),
});
export type UnallocatedRefundBody = z.infer<typeof unallocatedRefundBodySchema>;
export const unallocatedFundsResultSchema = z.object({ data: unallocatedFundsSchema });
