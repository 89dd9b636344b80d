/** Whether the identity has a second factor (`credentials` of `GET identity`): hides the set-up banner. */
export function hasSecondFactor(credentials: unknown): boolean {
  if (typeof credentials !== "object" || credentials === null) return false;
  const { totp, lookup_secret, webauthn } = credentials as Record<string, unknown>;
  return totp === true || lookup_secret === true || webauthn === true;
}
