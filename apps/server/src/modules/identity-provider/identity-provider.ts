import type { CredentialFlags, Language } from "@pithead/contract";

/** Who is calling the product API: an identity and the session it came with. */
export interface Principal {
  identityId: string;
  email: string;
  aal: "aal1" | "aal2";
  /** The identity has a second factor (TOTP, recovery codes or a security key) set up. */
  hasSecondFactor: boolean;
  sessionId: string;
}

/** The identity answered that the session must first reach aal2 (Kratos's `session_aal2_required`). */
export type Aal2Required = { aal2Required: true };

export type Resolution = Principal | Aal2Required | null;

/** What the product reads about an identity besides the session: set-up methods and chosen language. */
export interface IdentityProfile {
  credentials: CredentialFlags;
  language: Language | undefined;
}

/** The request headers that may carry a session, as Kratos's whoami reads them. */
export interface SessionHeaders {
  cookie?: string;
  "x-session-token"?: string | string[];
  authorization?: string;
}

/**
 * Gives the product API its principal: the built-in identity module in process, or a real Ory
 * Kratos over HTTP (`IDENTITY_URL`).
 */
export interface IdentityProvider {
  resolve(headers: SessionHeaders): Promise<Resolution>;
  profile(principal: Principal): Promise<IdentityProfile>;
  /** Keeps the chosen language on the identity too, where the provider allows it (its mails use it). */
  saveLanguage(principal: Principal, language: Language): Promise<void>;
}

export function isPrincipal(resolution: Resolution): resolution is Principal {
  return resolution !== null && !("aal2Required" in resolution);
}

/** `X-Session-Token`, else `Authorization: Bearer <token>` (case-insensitive scheme), as Kratos reads it. */
export function sessionTokenOf(headers: SessionHeaders): string | undefined {
  const header = headers["x-session-token"];
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token.trim();
  const match = /^bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "");
  return match?.[1];
}

/** One cookie's value from a `Cookie` header, URL-decoded; undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

const secondFactors = ["totp", "lookup_secret", "webauthn"] as const;

/** Credential flags from a list of credential (or authentication method) types. */
export function credentialFlagsOf(types: Iterable<string>): CredentialFlags {
  const set = new Set(types);
  return {
    password: set.has("password"),
    totp: set.has("totp"),
    lookup_secret: set.has("lookup_secret"),
    webauthn: set.has("webauthn"),
  };
}

export function hasSecondFactorIn(types: Iterable<string>): boolean {
  const set = new Set(types);
  return secondFactors.some((type) => set.has(type));
}
