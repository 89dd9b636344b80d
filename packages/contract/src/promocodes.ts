import { z } from "zod";
import { decimalInputSchema } from "./decimal";
import { dayStringSchema } from "./money";

export const promocodeStatuses = ["active", "inactive"] as const;
export const promocodeTypes = ["welcome", "loyalty", "universal"] as const;
/** `abs`: the fee becomes the value; `rel`: the fee is reduced by the value. */
export const promocodeFeeTypes = ["abs", "rel"] as const;
export type PromocodeStatus = (typeof promocodeStatuses)[number];
export type PromocodeType = (typeof promocodeTypes)[number];
export type PromocodeFeeType = (typeof promocodeFeeTypes)[number];
/** Page size limit of `GET platform/promocodes`. */
export const promocodesMaxPerPage = 100;
/** At most this many e-mails in `allowed_users`. */
export const promocodeMaxAllowedUsers = 1000;
/** `fee_value` is a percent of at most this (the server answers `max_threshold` above it). */
export const promocodeFeeMaxPercent = 100;
/** One e-mail of `allowed_users`. */
export const promocodeAllowedUserSchema = z.string().trim().max(254).pipe(z.email());

/** A code as typed: trimmed and upper-cased; 3..32 characters of A-Z, 0-9 and `-`. */
export const promocodeCodeSchema = z
  .string()
  .trim()
  .max(32)
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{3,32}$/));

/**
 * `POST platform/promocodes` and `PUT platform/promocodes/{id}` (the whole promo code). `fee_value` is a percent
 * 0..100 with up to 4 decimals (kept exactly as parts per million). Exactly one of `duration_days` and
 * `perpetual: true`. The server answers field errors `min_threshold` on `effective_to` before `effective_from`,
 * `max_threshold` on `fee_value` above 100, `required` on `duration_days` when neither is given and
 * `invalid_input` on it when both are; 409 `promocode_already_exists` for a taken code and 400
 * `promocode_users_not_found` (field `allowed_users`) for an allowed e-mail of no user.
 */
export const promocodeBodySchema = z.object({
  code: promocodeCodeSchema,
  effective_from: dayStringSchema,
  effective_to: dayStringSchema.nullable().optional(),
  status: z.enum(promocodeStatuses).default("active"),
  type: z.enum(promocodeTypes),
  fee_type: z.enum(promocodeFeeTypes),
  fee_value: decimalInputSchema(4),
  usage_limit: z.number().int().min(1).max(1_000_000).nullable().optional(),
  user_usage_limit: z.number().int().min(1).max(1000).nullable().optional(),
  allowed_users: z.array(promocodeAllowedUserSchema).max(promocodeMaxAllowedUsers).default([]),
  user_restriction: z.boolean().default(false),
  description: z.string().trim().max(1000).default(""),
  duration_days: z.number().int().min(1).max(3650).nullable().optional(),
  perpetual: z.boolean().default(false),
});
export type PromocodeBody = z.input<typeof promocodeBodySchema>;
export type PromocodeInput = z.output<typeof promocodeBodySchema>;

export const promocodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  effective_from: dayStringSchema,
  effective_to: dayStringSchema.nullable(),
  status: z.enum(promocodeStatuses),
  type: z.enum(promocodeTypes),
  fee_type: z.enum(promocodeFeeTypes),
  fee_value: z.string().describe("Percent with up to 4 decimals"),
  usage_limit: z.number().int().nullable(),
  user_usage_limit: z.number().int().nullable(),
  allowed_users: z.array(z.string()),
  user_restriction: z.boolean(),
  description: z.string(),
  duration_days: z.number().int().nullable(),
  perpetual: z.boolean(),
  used: z
    .number()
    .int()
    .describe(
      "How many times the code was applied (`promocodes/apply`, or a sign-up with the code): one per miner",
    ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Promocode = z.infer<typeof promocodeSchema>;
export const promocodeResultSchema = z.object({ data: promocodeSchema });

/** `GET platform/promocodes`: filters, `search` by a part of the code, pages. */
export const promocodesQuerySchema = z.object({
  status: z.enum(promocodeStatuses).optional(),
  type: z.enum(promocodeTypes).optional(),
  search: z.string().trim().max(32).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(promocodesMaxPerPage).default(20),
});
export type PromocodesQuery = z.infer<typeof promocodesQuerySchema>;
export const promocodesListSchema = z.object({
  data: z.array(promocodeSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PromocodesList = z.infer<typeof promocodesListSchema>;

/** `POST platform/promocodes/generate`: a free readable code (`PH-XXXX-XXXX`), not stored until POSTed. */
export const generatedPromocodeSchema = z.object({ data: z.object({ code: z.string() }) });

/**
 * Why `promocodes/apply` refuses a code that exists: the `text` of a 400 field error on `code`. `inactive`: status
 * inactive; `not_started` / `expired`: today (UTC) before `effective_from` / after `effective_to`;
 * `welcome_only_new`: a welcome code on a miner that has rewards; `loyalty_only_rewarded`: a loyalty code on one
 * that has none; `not_allowed`: a restricted code and the caller's e-mail is not listed; `used_up`: `usage_limit`
 * applications made; `user_limit_reached`: this user made `user_usage_limit` applications of it.
 */
export const promocodeRefusals = [
  "promocode_inactive",
  "promocode_not_started",
  "promocode_expired",
  "promocode_welcome_only_new",
  "promocode_loyalty_only_rewarded",
  "promocode_not_allowed",
  "promocode_used_up",
  "promocode_user_limit_reached",
] as const;
export type PromocodeRefusal = (typeof promocodeRefusals)[number];

/**
 * `POST promocodes/apply`: a promo code on a miner the caller is owner or admin of (`manage_settings`). 404
 * `not_found` for an unknown code, 409 `promocode_already_applied` when the miner has it already, 400 with a
 * field error on `code` (`promocodeRefusals`) otherwise refused.
 */
export const applyPromocodeBodySchema = z.object({
  code: promocodeCodeSchema,
  miner_id: z.uuid(),
});
export type ApplyPromocodeBody = z.input<typeof applyPromocodeBodySchema>;
export type ApplyPromocodeInput = z.output<typeof applyPromocodeBodySchema>;

/** The fee period a promo code made: from the next settlement day (tomorrow, UTC), `end_date` null when perpetual. */
export const appliedPromocodeSchema = z.object({
  code: z.string(),
  fee_percent: z.string().describe("The miner's pool fee in the period, percent with up to 4 decimals"),
  start_date: dayStringSchema,
  end_date: dayStringSchema.nullable(),
});
export type AppliedPromocode = z.infer<typeof appliedPromocodeSchema>;
export const appliedPromocodeResultSchema = z.object({ data: appliedPromocodeSchema });

/**
 * A code sent with the name step (`POST miners`) is at most this long (a longer text is a 400 as any oversized
 * field); up to it, a text that cannot be a code is answered `not_found` and the account is made all the same.
 */
export const signupCodeMaxLength = 256;

/**
 * What became of the code sent with `POST miners` (the account is made either way): `kind` `promocode` or
 * `referral` when such a code exists, null when none does (`reason` `not_found`); `reason` is a promo code's
 * refusal (a `promocodeRefusals` text or an error code such as `promocode_already_applied`) or the referral's.
 * `fee_percent`, `start_date`, `end_date`: the promo code's fee period (the referral's dates), when applied.
 */
export const signupCodeOutcomeSchema = z.object({
  code: z.string(),
  kind: z.enum(["promocode", "referral"]).nullable(),
  applied: z.boolean(),
  reason: z.string().nullable(),
  fee_percent: z.string().nullable(),
  start_date: dayStringSchema.nullable(),
  end_date: dayStringSchema.nullable(),
});
export type SignupCodeOutcome = z.infer<typeof signupCodeOutcomeSchema>;
