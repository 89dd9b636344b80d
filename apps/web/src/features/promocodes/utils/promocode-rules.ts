import {
  promocodeAllowedUserSchema,
  promocodeBodySchema,
  promocodeFeeMaxPercent,
  promocodeMaxAllowedUsers,
} from "@pithead/contract";
import type { TFunction } from "i18next";
import { isApiError } from "../../../lib/api-client";
import { fieldErrorOf } from "../../../lib/api-failure";
import { schemaError } from "../../../lib/form-errors";

/** The promo code form's fields that are checked (selects and check boxes have nothing to check). */
export type CheckedField =
  | "code"
  | "effective_from"
  | "effective_to"
  | "fee_value"
  | "usage_limit"
  | "user_usage_limit"
  | "allowed_users"
  | "description"
  | "duration_days";

/** The texts of the checked fields as typed, and the one flag that decides whether a duration is needed. */
export type CheckedValues = Record<CheckedField, string> & { perpetual: boolean };

const shape = promocodeBodySchema.shape;

/** A decimal as typed ("0,5" in a comma locale) as the server takes it ("0.5"). */
export const decimalOf = (text: string) => text.trim().replace(",", ".");

/** The e-mails of the allowed-users text: one a line (commas, semicolons and spaces separate too). */
export const emailsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter((e) => e !== "");

/** A whole number field: blank is null (no limit) unless `required`; digits only; the contract's bounds. */
function countProblem(t: TFunction, schema: typeof shape.usage_limit, text: string, required = false) {
  const value = text.trim();
  if (value === "") return required ? t("errors.fields.required") : null;
  if (!/^\d+$/.test(value)) return t("promocodes.errors.whole");
  return schemaError(t, schema, Number(value));
}

/**
 * What is wrong with each field as typed, in the user's language, by the contract's schema (`promocodeBodySchema`)
 * and the rules the server adds: the fee at most `promocodeFeeMaxPercent`, the end not before the start, a
 * duration unless perpetual. `formatNumber` words the bound in the user's locale.
 */
export function promocodeProblems(
  t: TFunction,
  v: CheckedValues,
  formatNumber: (value: number) => string,
): Record<CheckedField, string | null> {
  const fee = decimalOf(v.fee_value);
  const emails = emailsOf(v.allowed_users);
  const badEmail = emails.find((email) => !promocodeAllowedUserSchema.safeParse(email).success);
  return {
    code: schemaError(t, shape.code, v.code, { pattern: t("promocodes.errors.code") }),
    effective_from: schemaError(t, shape.effective_from, v.effective_from),
    effective_to:
      v.effective_to && v.effective_from && v.effective_to < v.effective_from
        ? t("errors.rules.dateOrder")
        : null,
    fee_value:
      schemaError(t, shape.fee_value, fee, { pattern: t("errors.rules.decimal", { value: 4 }) }) ??
      (Number(fee) > promocodeFeeMaxPercent
        ? t("errors.rules.lte", { value: formatNumber(promocodeFeeMaxPercent) })
        : null),
    usage_limit: countProblem(t, shape.usage_limit, v.usage_limit),
    user_usage_limit: countProblem(t, shape.user_usage_limit, v.user_usage_limit),
    duration_days: v.perpetual ? null : countProblem(t, shape.duration_days, v.duration_days, true),
    allowed_users: badEmail
      ? t("promocodes.errors.email", { email: badEmail })
      : emails.length > promocodeMaxAllowedUsers
        ? t("errors.rules.lte", { value: formatNumber(promocodeMaxAllowedUsers) })
        : null,
    description: schemaError(t, shape.description, v.description),
  };
}

/**
 * A refused save's field errors, worded for the user: the contract's field codes (an end before the start and a
 * fee above the maximum in the same words as the checks as typed), a taken code, the allowed e-mails of no user
 * (named, as the server lists them). Empty when the refusal names no field.
 */
export function promocodeServerErrors(
  t: TFunction,
  failure: unknown,
  formatNumber: (value: number) => string,
): Partial<Record<CheckedField, string>> {
  const found: Partial<Record<CheckedField, string>> = {};
  const fields: CheckedField[] = [
    "code",
    "effective_from",
    "effective_to",
    "fee_value",
    "usage_limit",
    "user_usage_limit",
    "allowed_users",
    "description",
    "duration_days",
  ];
  for (const name of fields) {
    const code = fieldErrorOf(failure, name);
    if (code) found[name] = t(`errors.fields.${code}`, { defaultValue: code });
  }
  if (fieldErrorOf(failure, "effective_to") === "min_threshold")
    found.effective_to = t("errors.rules.dateOrder");
  if (fieldErrorOf(failure, "fee_value") === "max_threshold")
    found.fee_value = t("errors.rules.lte", { value: formatNumber(promocodeFeeMaxPercent) });
  if (isApiError(failure) && failure.code === "promocode_already_exists")
    found.code = t("errors.codes.promocode_already_exists");
  if (isApiError(failure) && failure.code === "promocode_users_not_found") {
    const at = failure.message.indexOf(": ");
    found.allowed_users =
      at < 0
        ? t("errors.codes.promocode_users_not_found")
        : t("promocodes.errors.usersNotFound", { emails: failure.message.slice(at + 2) });
  }
  return found;
}
