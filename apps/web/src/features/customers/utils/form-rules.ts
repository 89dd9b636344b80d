import { accountNameProblem as accountNameRule } from "@pithead/contract";

/** A field's problem as a key under `customers.fields` (or `errors.fields` for the server's codes). */
export type FieldProblem = string | null;

/**
 * The account-name rule of SPEC section 5 (the contract's, which the server checks again), as the user types:
 * an `errors.fields` code, shown through `accountNameMessage` (features/accounts).
 */
export function accountNameProblem(name: string): FieldProblem {
  return accountNameRule(name);
}

/** A plausible e-mail (the server decides): something@something.tld, at most 254 characters. */
export function emailProblem(email: string, required: boolean): FieldProblem {
  const value = email.trim();
  if (value === "") return required ? "required" : null;
  if (value.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return "email_invalid";
  return null;
}

/** An optional fee: 0 to 100 with at most 4 decimals. */
export function feeProblem(fee: string): FieldProblem {
  const value = fee.trim().replace(",", ".");
  if (value === "") return null;
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(value)) return "fee_invalid";
  if (Number(value) > 100) return "fee_too_high";
  return null;
}

/** An optional title: at most 64 characters. */
export function titleProblem(title: string): FieldProblem {
  return [...title.trim()].length > 64 ? "title_too_long" : null;
}

/** Server field codes that are about the account name, shown in the rule's own words (`accountNameMessage`). */
export const accountNameServerTexts: Record<string, string> = {
  match_invalid: "match_invalid",
  account_name_length: "account_name_length",
  account_name_taken: "account_name_taken",
  required: "required",
};
