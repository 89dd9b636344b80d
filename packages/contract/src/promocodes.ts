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
  allowed_users: z
    .array(z.string().trim().max(254).pipe(z.email()))
    .max(promocodeMaxAllowedUsers)
    .default([]),
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
      "How many times the code was applied. Always 0 for now: applying codes (promocodes/apply) does not " +
        "exist yet, so there is no application to count; it will count them once apply lands.",
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
