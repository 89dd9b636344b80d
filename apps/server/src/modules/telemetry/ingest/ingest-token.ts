import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether an `Authorization` header carries `Bearer <token>`. Both sides are hashed first, so the
 * constant-time comparison also hides the token's length.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? "");
  const given = match?.[1]?.trim() ?? "";
  const same = timingSafeEqual(digest(given), digest(token));
  return same && given.length > 0;
}
