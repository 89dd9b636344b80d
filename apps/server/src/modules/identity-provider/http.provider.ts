import { createHash } from "node:crypto";
import type { Clock } from "../../clock";
import type { IdentityProfile, IdentityProvider, Principal } from "./identity-provider";
import { principalFromKratosSession } from "./kratos-session";
import { PrincipalCache } from "./principal-cache";

export interface HttpIdentityProviderOptions {
  /** Base URL of the Kratos public API, without a trailing slash. */
  identityUrl: string;
  clock: Clock;
  /** How long a resolved session is trusted without asking again (default 10 s). */
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Asks a real Ory Kratos: `GET {IDENTITY_URL}/sessions/whoami`, forwarding the cookie, the
 * `X-Session-Token` and the `Authorization` header. 200 -> principal (cached briefly, keyed by a
 * digest of those headers); 401 -> null; 403 `session_aal2_required` -> aal2 required (never
 * cached, so a request repeated after the second factor is asked again).
 */
export function httpIdentityProvider(opts: HttpIdentityProviderOptions): IdentityProvider {
  const doFetch = opts.fetch ?? fetch;
  const cache = new PrincipalCache<Principal>(
    opts.clock,
    opts.cacheTtlMs ?? 10_000,
    opts.cacheMaxEntries ?? 1000,
  );
  const profiles = new WeakMap<Principal, IdentityProfile>();

  return {
    async resolve(headers) {
      const forwarded: Record<string, string> = {};
      if (headers.cookie) forwarded.cookie = headers.cookie;
      const token = headers["x-session-token"];
      const sessionToken = Array.isArray(token) ? token[0] : token;
      if (sessionToken) forwarded["x-session-token"] = sessionToken;
      if (headers.authorization) forwarded.authorization = headers.authorization;
      if (Object.keys(forwarded).length === 0) return null;

      const key = createHash("sha256")
        .update(
          `${forwarded.cookie ?? ""}\n${forwarded["x-session-token"] ?? ""}\n${forwarded.authorization ?? ""}`,
        )
        .digest("hex");
      const cached = cache.get(key);
      if (cached) return cached;

      const res = await doFetch(`${opts.identityUrl}/sessions/whoami`, {
        headers: { accept: "application/json", ...forwarded },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
      if (res.status === 401) return null;
      if (res.status === 403) {
        const body = (await res.json().catch(() => null)) as { error?: { id?: string } } | null;
        return body?.error?.id === "session_aal2_required" ? { aal2Required: true } : null;
      }
      if (res.status !== 200) throw new Error(`identity service answered ${res.status} to whoami`);
      const resolved = principalFromKratosSession(await res.json());
      if (!resolved) return null;
      profiles.set(resolved.principal, resolved.profile);
      cache.set(key, resolved.principal);
      return resolved.principal;
    },
    async profile(principal) {
      return (
        profiles.get(principal) ?? {
          credentials: { password: false, totp: false, lookup_secret: false, webauthn: false },
          language: undefined,
        }
      );
    },
    // Kratos changes traits only through its admin API or a settings flow: the product keeps the language.
    async saveLanguage() {},
  };
}
