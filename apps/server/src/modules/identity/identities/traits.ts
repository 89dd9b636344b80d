/** The `default` identity schema: {email, terms_agreed, language?}. */
export const identitySchemaId = "default";
export const traitLanguages = ["en", "ru", "cn"] as const;

export type Traits = { email: string; terms_agreed: boolean; language?: (typeof traitLanguages)[number] };

/** E-mail identifiers are compared in lower case without surrounding spaces, as Kratos does. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 320 && emailPattern.test(value);
}
