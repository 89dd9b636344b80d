/**
 * The identity module's ONLY public surface for the rest of the server (product plugins, seed).
 * Everything else under modules/identity is private to the module.
 */
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { KratosError } from "./flow/errors";
import { identityRepository, secondFactorTypes } from "./identities/identity.repository";
import { normaliseEmail } from "./identities/traits";
import { sha256Hex } from "./lib/tokens";
import { hashPassword } from "./password/hash";
import { sessionRepository } from "./sessions/session.repository";

/** Name of the browser session cookie (as Ory Kratos names it). */
export const SESSION_COOKIE = "ory_kratos_session";

export type ResolvedSession = {
  sessionId: string;
  identityId: string;
  email: string;
  aal: "aal1" | "aal2";
  authenticatedAt: Date;
  expiresAt: Date;
  /** The identity has a second factor (TOTP, lookup secrets or WebAuthn) set up. */
  hasSecondFactor: boolean;
};

/**
 * The active session for a raw `ory_kratos_session` cookie value or an `ory_st_` token, or null.
 * Does NOT enforce highest_available: callers decide (`hasSecondFactor && aal !== "aal2"`).
 */
export async function resolveSession(
  db: Db,
  clock: Clock,
  creds: { cookie?: string; token?: string },
): Promise<ResolvedSession | null> {
  const raw = creds.token || creds.cookie;
  if (!raw) return null;
  const found = await sessionRepository(db).resolveActive(sha256Hex(raw), clock.now(), secondFactorTypes);
  if (!found) return null;
  const { traits, ...session } = found;
  return { ...session, email: String(traits.email ?? "") };
}

/**
 * Creates an identity with a password (no password policy: for the demo seed and operators'
 * scripts). Idempotent by e-mail: an existing identity is left as it is.
 */
export async function createPasswordIdentity(
  db: Db,
  clock: Clock,
  input: { email: string; password: string; language?: string; verified?: boolean },
): Promise<{ identityId: string; created: boolean }> {
  const identities = identityRepository(db);
  const email = normaliseEmail(input.email);
  const existing = await identities.findCredentialByIdentifier("password", email);
  if (existing) return { identityId: existing.identityId, created: false };
  const traits: Record<string, unknown> = { email, terms_agreed: true };
  if (input.language) traits.language = input.language;
  const created = await identities.createWithPassword({
    email,
    traits,
    hashedPassword: await hashPassword(input.password),
    verifiedAt: input.verified ? clock.now() : null,
  });
  if (created) return { identityId: created.id, created: true };
  const raced = await identities.findCredentialByIdentifier("password", email);
  if (!raced) throw new Error(`could not create the identity ${email}`);
  return { identityId: raced.identityId, created: false };
}

/** The credential types the identity has set up (`password`, `totp`, `lookup_secret`, `webauthn`, ...). */
export async function credentialTypes(db: Db, identityId: string): Promise<string[]> {
  const rows = await identityRepository(db).credentials(identityId);
  return rows.map((row) => row.type);
}

/** The identity's `traits.language`, when it chose one. */
export async function identityLanguage(db: Db, identityId: string): Promise<string | undefined> {
  const identity = await identityRepository(db).findById(identityId);
  const language = identity?.traits.language;
  return typeof language === "string" ? language : undefined;
}

/** Stores the language the user reads in as `traits.language` (mails in their language). */
export async function setIdentityLanguage(db: Db, identityId: string, language: string): Promise<void> {
  await identityRepository(db).mergeTraits(identityId, { language });
}

/** An error body in the identity service's (Kratos's) shape, for what refuses a request before its routes. */
export function identityErrorBody(status: 400, message: string): Record<string, unknown> {
  return new KratosError(status, { message }).toBody();
}

// ---- Administration by the product (pool users admin: modules/pool-users) ----------------------------------

/** An identity's session as pool staff see it (never its token). */
export type IdentitySessionView = {
  id: string;
  identityId: string;
  active: boolean;
  aal: "aal1" | "aal2";
  authenticatedAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

function sessionView(row: IdentitySessionView): IdentitySessionView {
  const { id, identityId, active, aal, authenticatedAt, expiresAt, ipAddress, userAgent } = row;
  return { id, identityId, active, aal, authenticatedAt, expiresAt, ipAddress, userAgent };
}

/** The identity's active, unexpired sessions, newest sign-in first (at most `limit`). */
export async function activeIdentitySessions(
  db: Db,
  clock: Clock,
  identityId: string,
  limit: number,
): Promise<IdentitySessionView[]> {
  const rows = await sessionRepository(db).listActive(identityId, clock.now(), limit);
  return rows.map(sessionView);
}

/** One session by id (active or not), or undefined. */
export async function findIdentitySession(
  db: Db,
  sessionId: string,
): Promise<IdentitySessionView | undefined> {
  const row = await sessionRepository(db).findById(sessionId);
  return row && sessionView(row);
}

/** Ends one session at once (the next request with its token is anonymous); false when it had ended. */
export function revokeIdentitySession(db: Db, sessionId: string): Promise<boolean> {
  return sessionRepository(db).deactivate(sessionId);
}

/**
 * Removes the identity's second factors (TOTP, recovery codes, security keys) and ends every session of it, so
 * the next sign-in is with the password alone and the user sets a second factor up again.
 */
export async function resetSecondFactors(
  db: Db,
  identityId: string,
): Promise<{ removed: number; sessionsClosed: number }> {
  return db.transaction(async (tx) => {
    const identities = identityRepository(tx as unknown as Db);
    const present = (await identities.credentials(identityId)).filter((row) =>
      (secondFactorTypes as readonly string[]).includes(row.type),
    );
    for (const row of present) await identities.deleteCredential(identityId, row.type);
    const sessionsClosed = await sessionRepository(tx as unknown as Db).deactivateOthers(identityId, null);
    return { removed: present.length, sessionsClosed };
  });
}

/** Deletes the identity with its credentials, addresses, sessions and flows (foreign keys cascade). */
export async function deleteIdentity(db: Db, identityId: string): Promise<void> {
  await identityRepository(db).delete(identityId);
}
