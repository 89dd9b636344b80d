import type { FieldError } from "@pithead/contract";
import { isApiError } from "../../../lib/api-client";
import { accountNameServerTexts } from "./form-rules";

/** The server's field codes as the form's problems (`customers.fields.<key>`), per field. */
const byField: Record<string, Record<string, string>> = {
  account_name: accountNameServerTexts,
  email: { required: "required", invalid_input: "email_invalid" },
  title: {},
  wallet_address: { invalid_crypto_address: "invalid_crypto_address" },
  fee_percent: { max_threshold: "fee_too_high", invalid_input: "fee_invalid", match_invalid: "fee_invalid" },
  parent_miner_id: {},
};

/** Each field's first server error; codes the form has no words for read as invalid input. */
export function serverFieldProblems(fields: FieldError[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    if (problems[field.name] || !(field.name in byField)) continue;
    problems[field.name] = byField[field.name]?.[field.text] ?? "invalid_input";
  }
  return problems;
}

/** What a failed create shows: problems under the fields, or one message (a translation key) above the button. */
export type SubmitFailure = { fields: Record<string, string> } | { failure: string };

/**
 * A declined second factor, the server's field errors, a refusal, or anything else as SPEC's
 * "Unexpected error :( Please, contact support".
 */
export function submitFailureOf(error: unknown, isDeclined: (error: unknown) => boolean): SubmitFailure {
  if (isDeclined(error)) return { failure: "auth.secondFactor.declined" };
  if (isApiError(error)) {
    const fields = serverFieldProblems(error.fields);
    if (Object.keys(fields).length > 0) return { fields };
    if (error.code === "access_denied") return { failure: "errors.codes.access_denied" };
  }
  return { failure: "customers.fields.unexpected" };
}
