import { randomInt, timingSafeEqual } from "node:crypto";
import { sha256Hex } from "../../lib/tokens";

/** Lookup secrets (recovery codes): 12 codes of 8 characters [a-z0-9], stored as SHA-256 digests. */
export const LOOKUP_CODE_COUNT = 12;
const LENGTH = 8;
const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";

export type StoredLookupCode = { hash: string; used_at: string | null };
export type LookupConfig = { recovery_codes: StoredLookupCode[] };

export function newLookupCodes(): string[] {
  return Array.from({ length: LOOKUP_CODE_COUNT }, () =>
    Array.from({ length: LENGTH }, () => alphabet[randomInt(alphabet.length)]).join(""),
  );
}

export function lookupConfigOf(codes: string[]): LookupConfig {
  return { recovery_codes: codes.map((code) => ({ hash: sha256Hex(code), used_at: null })) };
}

export type LookupMatch = { status: "ok"; index: number } | { status: "used" } | { status: "invalid" };

/** Finds the submitted code among the stored ones (constant-time digest comparison). */
export function matchLookupCode(config: LookupConfig, submitted: string): LookupMatch {
  const digest = Buffer.from(sha256Hex(submitted.trim().toLowerCase()), "hex");
  let found: LookupMatch = { status: "invalid" };
  config.recovery_codes.forEach((stored, index) => {
    if (timingSafeEqual(Buffer.from(stored.hash, "hex"), digest)) {
      found = stored.used_at ? { status: "used" } : { status: "ok", index };
    }
  });
  return found;
}

/** The config with code `index` marked used at `when`. */
export function markLookupCodeUsed(config: LookupConfig, index: number, when: Date): LookupConfig {
  return {
    recovery_codes: config.recovery_codes.map((c, i) =>
      i === index ? { ...c, used_at: when.toISOString() } : c,
    ),
  };
}
