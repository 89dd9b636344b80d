import { isLanguage } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import {
  credentialTypes,
  identityLanguage,
  resolveSession,
  SESSION_COOKIE,
  setIdentityLanguage,
} from "../identity/identity.api";
import { cookieValue, credentialFlagsOf, type IdentityProvider, sessionTokenOf } from "./identity-provider";

/**
 * The built-in identity module, called in process: the `ory_kratos_session` cookie, or an `ory_st_`
 * token in `X-Session-Token` or `Authorization: Bearer`. The product decides about aal2 itself.
 */
export function inProcessIdentityProvider(db: Db, clock: Clock): IdentityProvider {
  return {
    async resolve(headers) {
      const token = sessionTokenOf(headers);
      const cookie = cookieValue(headers.cookie, SESSION_COOKIE);
      if (!token && !cookie) return null;
      const session = await resolveSession(db, clock, { cookie, token });
      if (!session) return null;
      return {
        identityId: session.identityId,
        email: session.email,
        aal: session.aal,
        hasSecondFactor: session.hasSecondFactor,
        sessionId: session.sessionId,
      };
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
