import { randomBytes, timingSafeEqual } from "node:crypto";
import { sha256Hex } from "../lib/tokens";

/**
 * Anti-CSRF as Kratos (nosurf) does it: the cookie holds a 32-byte secret (base64); each browser
 * flow's hidden `csrf_token` node holds a masked form `base64(key || secret XOR key)` with a fresh
 * random key, so the value differs per answer but always unmasks to the cookie's secret.
 */

const secretLength = 32;

/** `csrf_token_<sha256 of the service's base URL>` like Kratos, so two services never share one. */
export function csrfCookieName(baseUrl: string): string {
  return `csrf_token_${sha256Hex(baseUrl)}`;
}

export function newCsrfSecret(): string {
  return randomBytes(secretLength).toString("base64");
}

function decodeSecret(secret: string | undefined): Buffer | null {
  if (!secret) return null;
  const bytes = Buffer.from(secret, "base64");
  return bytes.length === secretLength ? bytes : null;
}

/** A masked form of the cookie secret for the `csrf_token` node. */
export function maskCsrfToken(secret: string): string {
  const raw = decodeSecret(secret);
  if (!raw) throw new Error("invalid CSRF secret");
  const key = randomBytes(secretLength);
  const masked = Buffer.alloc(secretLength);
  for (let i = 0; i < secretLength; i++) masked[i] = (raw[i] ?? 0) ^ (key[i] ?? 0);
  return Buffer.concat([key, masked]).toString("base64");
}

/** True when the submitted masked token unmasks to the cookie's secret. */
export function verifyCsrfToken(cookieSecret: string | undefined, submitted: unknown): boolean {
  const raw = decodeSecret(cookieSecret);
  if (!raw || typeof submitted !== "string") return false;
  const bytes = Buffer.from(submitted, "base64");
  if (bytes.length !== secretLength * 2) return false;
  const unmasked = Buffer.alloc(secretLength);
  for (let i = 0; i < secretLength; i++) unmasked[i] = (bytes[i] ?? 0) ^ (bytes[i + secretLength] ?? 0);
  return timingSafeEqual(unmasked, raw);
}
