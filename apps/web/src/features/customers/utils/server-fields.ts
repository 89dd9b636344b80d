import type { FieldError } from "@pithead/contract";
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
