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
