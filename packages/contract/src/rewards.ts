import { z } from "zod";
import { decimalInputSchema } from "./decimal";
import { dayStringSchema, satsSchema } from "./money";

export const rewardRateSchema = z.object({
  id: z.string(),
  sats_per_th_day: z.string().describe("Satoshis per TH/s per day, up to 3 decimals"),
  source: z.string().describe("`manual` or an external source id"),
  effective_from: dayStringSchema.describe("First settlement day it applies to"),
  created_at: z.string(),
});
export type RewardRate = z.infer<typeof rewardRateSchema>;

/** `GET platform/rewards/rates`: the rate in force today and every rate set, newest first. */
export const rewardRatesSchema = z.object({
  data: z.object({ current: rewardRateSchema.nullable(), history: z.array(rewardRateSchema) }),
});

/** `GET platform/rewards/rates/external-sources`. */
export const rateSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  configured: z.boolean(),
});
export const rateSourcesSchema = z.object({ data: z.array(rateSourceSchema) });
export type RateSource = z.infer<typeof rateSourceSchema>;

/**
 * `PUT platform/rewards/rates/current`: `source` `manual` needs `sats_per_th_day`; an external source fetches
 * it. `effective_from` defaults to today (UTC): the rate pays for today's shares, credited tomorrow at 09:00.
 */
export const rewardRateBodySchema = z.object({
  source: z.string().min(1).max(64).default("manual"),
  sats_per_th_day: decimalInputSchema(3).optional().describe("Up to 3 decimals, above 0, at most 1e9"),
  effective_from: dayStringSchema.optional(),
});
export const rewardRateCreatedSchema = z.object({ data: rewardRateSchema });

/** What a reward run did (`POST platform/jobs/rewards/run`). */
export const rewardRunSchema = z.object({
  data: z.object({
    day: dayStringSchema,
    miners: z.number().int(),
    gross: satsSchema,
    fee: satsSchema,
    net: satsSchema,
  }),
});

/** What a payout run did (`POST platform/jobs/payouts/run`). */
export const payoutRunSchema = z.object({
  data: z.object({ day: dayStringSchema, payouts: z.number().int(), amount: satsSchema }),
});

/** Who started a ledger check: the hourly job, a platform user's "Run now", or the first read finding none. */
export const ledgerCheckTriggers = ["schedule", "user", "first_read"] as const;

/** `GET platform/ledger/check` (and `POST`, run now): the latest run of the ledger check. */
export const ledgerCheckSchema = z.object({
  data: z
    .object({
      checked_at: z.string(),
      ok: z.boolean(),
      trigger: z.enum(ledgerCheckTriggers),
      /** The e-mail of the user who started it; null for the schedule (or a user deleted since). */
      triggered_by: z.string().nullable(),
      postings_sum: satsSchema,
      unbalanced_entries: z.number().int(),
      mismatched_accounts: z.array(z.object({ key: z.string(), balance: z.string(), postings: z.string() })),
    })
    .nullable(),
});
export type LedgerCheck = NonNullable<z.infer<typeof ledgerCheckSchema>["data"]>;
