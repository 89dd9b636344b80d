import { z } from "zod";
import { decimalInputSchema } from "./decimal";
import { dayStringSchema, satsSchema } from "./money";

/** A miner has at most this many referral codes. */
export const referrerCodesMax = 10;
/** `miners/{id}/referrals` pages hold at most this many referred miners. */
export const referralsMaxPerPage = 100;
/** Days of per-day earnings `miners/{id}/referrals` answers (newest first). */
export const referralDailyDays = 30;

export const referrerCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** `/auth/registration?promocode=CODE` on this site. */
  link: z.string(),
  referrals: z.number().int(),
  created_at: z.string(),
});
export type ReferrerCode = z.infer<typeof referrerCodeSchema>;

/**
 * `GET miners/{id}/referrer-codes` (one is made on the first read) and `POST` (one more, 400 `max_length` on
 * `code` past `referrerCodesMax`). `share_percent` and `duration_days` are the pool's referral terms: the
 * referrer gets that percent of the pool's fee on a referred miner's reward for that many days after sign-up.
 */
export const referrerCodesSchema = z.object({
  data: z.object({
    codes: z.array(referrerCodeSchema),
    share_percent: z.string(),
    duration_days: z.number().int(),
  }),
});
export type ReferrerCodes = z.infer<typeof referrerCodesSchema>["data"];
export const referrerCodeResultSchema = z.object({ data: referrerCodeSchema });

/**
 * A miner that signed up with one of the referrer's codes. `account_name` is masked (first two characters, then
 * `***`, then the last one): the referrer learns that someone joined, not who. `hash_rate_24h` in H/s (like
 * the other hashrate figures); earnings in satoshis from the referrer's `referral` payments.
 */
export const referralSchema = z.object({
  id: z.string(),
  account_name: z.string(),
  code: z.string().nullable(),
  since: dayStringSchema,
  until: dayStringSchema.nullable(),
  state: z.enum(["scheduled", "active", "ended"]),
  hash_rate_24h: z.number(),
  earned_last_day: satsSchema,
  earned_total: satsSchema,
});
export type Referral = z.infer<typeof referralSchema>;

export const referralsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(referralsMaxPerPage).default(20),
});
/**
 * `GET miners/{id}/referrals`: referred miners newest first, the total earned from all of them, and per
 * settlement day for the last `referralDailyDays` days (days with earnings only). `last_day`: the newest
 * settlement day the referrer earned anything on (each referral's `earned_last_day` is of that day).
 */
export const referralsSchema = z.object({
  data: z.array(referralSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  earned_total: satsSchema,
  last_day: dayStringSchema.nullable(),
  daily: z.array(z.object({ day: dayStringSchema, amount: satsSchema })),
});
export type Referrals = z.infer<typeof referralsSchema>;

/**
 * `GET` and `PUT pools/{id}/referral-terms` (PUT: the pool's owner/admin): what a referral pays from the pool's
 * fee and for how long. A change applies to referrals made after it; existing ones keep their terms.
 * `share_percent` 0..100 with up to 4 decimals (0 turns referrals off), `duration_days` 1..3650.
 */
export const referralTermsSchema = z.object({
  share_percent: z.string(),
  duration_days: z.number().int(),
});
export const referralTermsBodySchema = z.object({
  share_percent: decimalInputSchema(4),
  duration_days: z.number().int().min(1).max(3650),
});
export type ReferralTermsBody = z.input<typeof referralTermsBodySchema>;
export const referralTermsResultSchema = z.object({ data: referralTermsSchema });
