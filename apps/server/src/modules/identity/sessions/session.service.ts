import type { Clock } from "../../../clock";
import type { AuthenticationMethod } from "../../../db/schema";
import type { IdentityRepository } from "../identities/identity.repository";
import { identityToJson } from "../identities/identity-json";
import type { IdentitySettings } from "../identity.settings";
import { newToken, sha256Hex } from "../lib/tokens";
import { type ChatSecrets, withChatVerification } from "./chat-verification";
import type { SessionRepository, SessionRow } from "./session.repository";
import { sessionToJson } from "./session-json";

export type Aal = "aal1" | "aal2";
export type IssuedSession = { session: SessionRow; token: string; logoutToken: string };
export type Device = { ip?: string; userAgent?: string };

/** aal2 when the methods hold a first factor and a second factor, as Kratos computes it. */
export function aalOf(methods: AuthenticationMethod[]): Aal {
  const first = methods.some((m) => m.aal === "aal1");
  const second = methods.some((m) => m.aal === "aal2");
  return first && second ? "aal2" : "aal1";
}

/** Sessions: issuing, resolving, upgrading to aal2, JSON (no HTTP, no SQL). */
export function sessionService(
  sessions: SessionRepository,
  identities: IdentityRepository,
  clock: Clock,
  settings: IdentitySettings,
  chat: ChatSecrets,
) {
  return {
    async issue(identityId: string, methods: AuthenticationMethod[], device: Device): Promise<IssuedSession> {
      const now = clock.now();
      const token = newToken("ory_st_");
      const logoutToken = newToken("ory_lo_");
      const session = await sessions.insert({
        identityId,
        tokenHash: sha256Hex(token),
        logoutTokenHash: sha256Hex(logoutToken),
        aal: aalOf(methods),
        authenticationMethods: methods,
        authenticatedAt: now,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + settings.sessionLifespanMs),
        ipAddress: device.ip ?? null,
        userAgent: device.userAgent ?? null,
      });
      return { session, token, logoutToken };
    },

    /** The active session for a cookie value or session token, or undefined. */
    async fromToken(token: string | undefined): Promise<SessionRow | undefined> {
      if (!token) return undefined;
      const session = await sessions.findActiveByTokenHash(sha256Hex(token), clock.now());
      if (!session) return undefined;
      const identity = await identities.findById(session.identityId);
      return identity && identity.state === "active" ? session : undefined;
    },

    /** Adds an authentication method (a second factor, or a refresh) and recomputes the AAL. */
    async addMethod(session: SessionRow, method: string, aal: Aal): Promise<SessionRow> {
      const now = clock.now();
      const methods = [...session.authenticationMethods, { method, aal, completed_at: now.toISOString() }];
      const next = { aal: aalOf(methods), authenticationMethods: methods, authenticatedAt: now };
      await sessions.upgrade(session.id, next);
      return { ...session, ...next };
    },

    hasSecondFactor(identityId: string): Promise<boolean> {
      return identities.hasSecondFactor(identityId);
    },

    async identityJson(identityId: string): Promise<Record<string, unknown>> {
      const identity = await identities.findById(identityId);
      if (!identity) throw new Error(`identity ${identityId} vanished`);
      const [verifiable, recovery] = await Promise.all([
        identities.verifiableAddresses(identityId),
        identities.recoveryAddresses(identityId),
      ]);
      return identityToJson(identity, verifiable, recovery, settings.baseUrl);
    },

    async toJson(session: SessionRow): Promise<Record<string, unknown>> {
      return sessionToJson(session, withChatVerification(await this.identityJson(session.identityId), chat));
    },

    /** A newly issued session needs its logout token only at creation; later it is re-issued. */
    logoutTokenMatches(session: SessionRow, logoutToken: string): boolean {
      return session.logoutTokenHash === sha256Hex(logoutToken);
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
