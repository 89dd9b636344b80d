import type { FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../identity.api";
import type { IdentitySettings } from "../identity.settings";
import { clearCookie, parseCookies, serializeCookie } from "../lib/cookies";

/** The session credential of a request: `X-Session-Token`, then `Authorization: Bearer`, then the cookie. */
export function sessionCredential(request: FastifyRequest): { token?: string; cookie?: string } {
  const header = request.headers["x-session-token"];
  if (typeof header === "string" && header) return { token: header };
  const auth = request.headers.authorization;
  if (auth?.toLowerCase().startsWith("bearer ")) {
    const token = auth.slice(7).trim();
    if (token) return { token };
  }
  const cookie = parseCookies(request.headers.cookie)[SESSION_COOKIE];
  return cookie ? { cookie } : {};
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const c = sessionCredential(request);
  return c.token ?? c.cookie;
}

export function sessionCookie(settings: IdentitySettings, token: string, expiresAt: Date, now: Date): string {
  const maxAgeSeconds = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return serializeCookie(SESSION_COOKIE, token, {
    secure: settings.secureCookies,
    maxAgeSeconds,
    expires: expiresAt,
  });
}

export function clearSessionCookie(settings: IdentitySettings): string {
  return clearCookie(SESSION_COOKIE, settings.secureCookies);
}
