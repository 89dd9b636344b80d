import { accountNameMaxLength, accountNameMinLength } from "@pithead/contract";
import type { TFunction } from "i18next";

/** The account name's length range, the values of the rule's texts (`{{min}}`, `{{max}}`). */
export const accountNameRange = { min: accountNameMinLength, max: accountNameMaxLength };

/**
 * The one wording of the account-name rule (contract `accountNameProblem`, SPEC section 5) wherever a name is
 * typed: the name step, customer and sub-account creation, a profit-sharing recipient. `code` is the rule's
 * problem or the server's field error on the name; `match_invalid` there means the name's alphabet.
 */
export function accountNameMessage(t: TFunction, code: string): string {
  const key = code === "match_invalid" ? "account_name_pattern" : code;
  return t(`errors.fields.${key}`, { ...accountNameRange, defaultValue: code });
}

/** The rule as a hint under the field: "3 to 32 lowercase Latin letters and digits". */
export function accountNameHint(t: TFunction): string {
  return t("errors.accountName.hint", accountNameRange);
}
