import { createHash, createHmac } from "node:crypto";

/** How long a Telegram link works (SPEC: 15 minutes). */
export const inviteTtlMs = 15 * 60_000;

/**
 * The deep-link token of an invite: an HMAC of its random id under the bot token, 32 characters of
 * [A-Za-z0-9_-] (Telegram's `start` parameter allows 64). Only its SHA-256 is stored; deriving it from the id
 * lets `GET invites/current` answer the same link again without keeping the token itself in the database.
 */
export function inviteToken(secret: string, inviteId: string): string {
  return createHmac("sha256", secret).update(`telegram-invite:${inviteId}`).digest("base64url").slice(0, 32);
}

/** The stored form of a token: SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Telegram's deep link that opens the bot and sends it `/start <token>`. */
export const inviteUrl = (botUsername: string, token: string) => `https://t.me/${botUsername}?start=${token}`;
