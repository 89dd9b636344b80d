import { isEmailAddress } from "@pithead/contract";

/** The `default` identity schema: {email, terms_agreed, language?}. */
export const identitySchemaId = "default";
export const traitLanguages = ["en", "ru", "cn"] as const;

export type Traits = { email: string; terms_agreed: boolean; language?: (typeof traitLanguages)[number] };

/** E-mail identifiers are compared in lower case without surrounding spaces, as Kratos does. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The contract's rule, which the web's identity forms also check as the user types. */
export function isEmail(value: string): boolean {
  return isEmailAddress(value);
}
