/**
 * Rules of the identity service that the identity forms also check as the user types (SPEC section 5). The
 * server's identity module enforces them (`password/policy.ts`, `identities/traits.ts`); the web renderer checks
 * the same values before a submit, so both speak of the same limits.
 */

/** A new password's length in characters (code points): Kratos's 4000032 / 4000033. */
export const passwordMinLength = 8;
export const passwordMaxLength = 72;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as the identity service accepts one (its 4000040 otherwise); trim it first. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 320 && emailPattern.test(value);
}

/**
 * The character classes a new password needs, each with the reason the identity service gives when one is missing
 * (Kratos's 4000005, "The password can not be used because <reason>."). The web words a known reason in the
 * interface language (`auth.passwordReasons.<class>`).
 */
export const passwordClassReasons = {
  digit: "it must contain at least one digit",
  lower: "it must contain at least one lower case letter",
  upper: "it must contain at least one upper case letter",
  special: "it must contain at least one special character",
} as const;

export type PasswordClass = keyof typeof passwordClassReasons;

const passwordClassTests: readonly [PasswordClass, RegExp][] = [
  ["digit", /[0-9]/],
  ["lower", /[a-z]/],
  ["upper", /[A-Z]/],
  ["special", /[^A-Za-z0-9]/],
];

/** The first character class `password` lacks, in the order above, or null when it has all four. */
export function missingPasswordClass(password: string): PasswordClass | null {
  for (const [name, test] of passwordClassTests) if (!test.test(password)) return name;
  return null;
}

/** The class a 4000005 message's `reason` names, or null for another reason (a breached password, say). */
export function passwordClassOfReason(reason: unknown): PasswordClass | null {
  for (const [name, text] of Object.entries(passwordClassReasons))
    if (reason === text) return name as PasswordClass;
  return null;
}
