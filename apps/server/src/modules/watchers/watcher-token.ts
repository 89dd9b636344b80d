import { createHash, randomBytes } from "node:crypto";

/** A new watcher token: 32 random bytes, URL-safe (it travels in `/watch/<token>`). */
export function newWatcherToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Watcher tokens are kept only as SHA-256 hex digests. */
export function watcherTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A link is named by its id (a UUID) or by its token (never a UUID: 43 base64url characters). */
export function isLinkId(value: string): boolean {
  return uuidPattern.test(value);
}
