import { createHash, randomBytes } from "node:crypto";

/** SHA-256 hex digest: how session, logout and exchange tokens are stored. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** A random string of `length` letters and digits (rejection sampling: no modulo bias). */
export function randomAlphanumeric(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const b of randomBytes(length)) {
      if (b < 248 && out.length < length) out += alphabet[b % 62];
    }
  }
  return out;
}

/** Session tokens (`ory_st_`), logout tokens (`ory_lo_`), cookie values: 32 random characters. */
export function newToken(prefix = ""): string {
  return `${prefix}${randomAlphanumeric(32)}`;
}
