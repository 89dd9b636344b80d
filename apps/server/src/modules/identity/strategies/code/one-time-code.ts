import { randomInt, timingSafeEqual } from "node:crypto";
import { sha256Hex } from "../../lib/tokens";

/**
 * The e-mailed 6-digit codes of recovery and verification (Kratos strategy `code`). A flow keeps
 * at most one live code (a resend replaces it) in `internal.code`, as a digest; the flow counts
 * every code submit in `internal.code_attempts` and is spent after MAX_CODE_ATTEMPTS wrong ones.
 */
export const CODE_LENGTH = 6;
export const MAX_CODE_ATTEMPTS = 5;

export type CodeChallenge = {
  /** Digest of the code; null when the address was unknown (no mail went out, no code works). */
  hash: string | null;
  address: string;
  identity_id: string | null;
  /** The verifiable or recovery address row the code is for. */
  address_id: string | null;
};

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

export function codeHash(code: string): string {
  return sha256Hex(code.trim());
}

/** True when `submitted` is the challenge's code (constant-time digest comparison). */
export function codeMatches(challenge: CodeChallenge | undefined, submitted: string): boolean {
  if (!challenge?.hash || !/^\d{6}$/.test(submitted.trim())) return false;
  return timingSafeEqual(Buffer.from(challenge.hash, "hex"), Buffer.from(codeHash(submitted), "hex"));
}

export function challengeOf(internal: Record<string, unknown>): CodeChallenge | undefined {
  const value = internal.code;
  return value && typeof value === "object" ? (value as CodeChallenge) : undefined;
}
