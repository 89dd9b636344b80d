import { randomBytes } from "node:crypto";
import type { Clock } from "../src/clock";
import type { Db } from "../src/db/client";
import { type AuthenticationMethod, identityCredentials, identitySessions } from "../src/db/schema";
import { createPasswordIdentity } from "../src/modules/identity/identity.api";
import { sha256Hex } from "../src/modules/identity/lib/tokens";
import { newTotpSecret, totpUrl } from "../src/modules/identity/strategies/totp/totp";

export type TestSession = {
  identityId: string;
  /** An `ory_st_` session token (X-Session-Token or Bearer). */
  token: string;
  /** A browser session's `Cookie` header. */
  cookie: string;
};

/**
 * An identity (created through identity.api, idempotent by e-mail) with a fresh session, as the
 * identity module stores one after a login: a token session and a browser (cookie) session.
 * `totp` sets up an authenticator app; `aal` is the sessions' level.
 */
export async function sessionFor(
  db: Db,
  clock: Clock,
  email: string,
  opts: { aal?: "aal1" | "aal2"; totp?: boolean; language?: string } = {},
): Promise<TestSession> {
  const { identityId } = await createPasswordIdentity(db, clock, {
    email,
    password: "Quarry-lamp-2026!",
    verified: true,
    language: opts.language,
  });
  if (opts.totp) {
    await db
      .insert(identityCredentials)
      .values({ identityId, type: "totp", config: { totp_url: totpUrl(newTotpSecret(), email) } })
      .onConflictDoNothing();
  }
  const aal = opts.aal ?? "aal1";
  const now = clock.now();
  const methods: AuthenticationMethod[] = [
    { method: "password", aal: "aal1", completed_at: now.toISOString() },
  ];
  if (aal === "aal2") methods.push({ method: "totp", aal: "aal2", completed_at: now.toISOString() });
  const token = `ory_st_${randomBytes(16).toString("hex")}`;
  const cookieValue = randomBytes(24).toString("base64url");
  for (const raw of [token, cookieValue]) {
    await db.insert(identitySessions).values({
      identityId,
      tokenHash: sha256Hex(raw),
      logoutTokenHash: sha256Hex(`ory_lo_${raw}`),
      aal,
      authenticationMethods: methods,
      authenticatedAt: now,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + 24 * 3600_000),
    });
  }
  return { identityId, token, cookie: `ory_kratos_session=${cookieValue}` };
}

export const tokenHeaders = (s: TestSession) => ({ "x-session-token": s.token });
