import { isLanguage } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import type { ChangeCache } from "../../lib/change-cache";
import {
  credentialTypes,
  identityLanguage,
  resolveSession,
  SESSION_COOKIE,
  setIdentityLanguage,
} from "../identity/identity.api";
import { sha256Hex } from "../identity/lib/tokens";
import {
  cookieValue,
  credentialFlagsOf,
  type IdentityProvider,
  type Principal,
  sessionTokenOf,
} from "./identity-provider";

/**
 * The built-in identity module, called in process: the `ory_kratos_session` cookie, or an `ory_st_`
 * token in `X-Session-Token` or `Authorization: Bearer`. The product decides about aal2 itself.
 * With a cache, a session's principal is kept (by the credential's digest) until the session expires or any
 * session, identity or credential changes (lib/change-cache.ts); an unknown credential is asked again each time.
 */
export function inProcessIdentityProvider(db: Db, clock: Clock, cache?: ChangeCache): IdentityProvider {
  type Found = { principal: Principal; expiresAt: number } | null;
  const load = async (raw: string): Promise<Found> => {
    const session = await resolveSession(db, clock, { token: raw });
    if (!session) return null;
    return {
      principal: {
        identityId: session.identityId,
        email: session.email,
        aal: session.aal,
        hasSecondFactor: session.hasSecondFactor,
        sessionId: session.sessionId,
      },
      expiresAt: session.expiresAt.getTime(),
    };
  };
  return {
    async resolve(headers) {
      // The token wins over the cookie, as resolveSession reads them.
      const raw = sessionTokenOf(headers) || cookieValue(headers.cookie, SESSION_COOKIE);
      if (!raw) return null;
      const found = cache
        ? await cache.get(
            `session:${sha256Hex(raw)}`,
            () => load(raw),
            (f) => f?.expiresAt ?? 0,
          )
        : await load(raw);
      return found?.principal ?? null;
    },
    async profile(principal) {
      const [types, language] = await Promise.all([
        credentialTypes(db, principal.identityId),
        identityLanguage(db, principal.identityId),
      ]);
      return { credentials: credentialFlagsOf(types), language: isLanguage(language) ? language : undefined };
    },
    async saveLanguage(principal, language) {
      await setIdentityLanguage(db, principal.identityId, language);
    },
  };
}
