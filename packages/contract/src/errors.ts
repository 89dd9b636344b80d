import { z } from "zod";
import { promocodeRefusals } from "./promocodes";

/** Product error codes (SPEC section 8). Every product route answers errors in `errorBodySchema`. */
export const errorCodes = [
  "mfa_required",
  "access_denied",
  "unauthorized",
  "not_found",
  "validation_failed",
  "rate_limited",
  "internal_error",
  "unallocated_funds_transaction_already_refunded",
  "payout_already_processed",
  "reward_already_processed",
  "promocode_already_exists",
  "promocode_users_not_found",
  "promocode_already_applied",
  "insufficient_balance",
  "invalid_state",
  /** 409: a new split to a recipient that already has one running; a change names it (`replaces`). */
  "profit_sharing_exists",
  "batch_id_reused",
  "telegram_not_configured",
  /** 503: the database is unreachable or busy (pool, lock or statement wait ran out); try again shortly. */
  "service_unavailable",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Field error texts (SPEC section 5). The server sends the code as `text`; the web app translates
 * `errors.fields.<text>` and shows the code itself when no translation exists.
 */
export const fieldErrorTexts = [
  "invalid_input",
  "length_out_of_range",
  "match_invalid",
  "required",
  "min_threshold",
  "max_threshold",
  "user_already_has_miner",
  "account_name_taken",
  "account_name_length",
  "invalid_crypto_address",
  "already_has_access",
  "already_invited",
  ...promocodeRefusals,
] as const;
export type FieldErrorText = (typeof fieldErrorTexts)[number];

/**
 * What a zod issue says as a field error text (SPEC section 5), for the server's answers and the web's checks as
 * typed alike: a missing, null or blank value is `required` whatever the schema expected; a length out of its
 * bounds `length_out_of_range`; a number out of its bounds `min_threshold` / `max_threshold`; a pattern
 * `match_invalid`; anything else `invalid_input`.
 */
export function fieldErrorTextOfIssue(
  issue: { code: string; origin?: unknown; format?: unknown },
  value: unknown,
): FieldErrorText {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    return "required";
  }
  if (issue.code === "too_small" || issue.code === "too_big") {
    if (issue.origin === "string" || issue.origin === "array") return "length_out_of_range";
    return issue.code === "too_small" ? "min_threshold" : "max_threshold";
  }
  if (issue.code === "invalid_format" && issue.format === "regex") return "match_invalid";
  return "invalid_input";
}

export const fieldErrorSchema = z.object({
  name: z.string(),
  text: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  /** At most 100; when more fields were wrong, `fields_total` counts them all. */
  fields: z.array(fieldErrorSchema).optional(),
  fields_total: z.number().int().optional(),
  /** 429 `rate_limited` of a limit that knows it: the seconds until a try may pass (also `Retry-After`). */
  retry_after_seconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
