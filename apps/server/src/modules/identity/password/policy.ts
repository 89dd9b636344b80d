import {
  missingPasswordClass,
  passwordClassReasons,
  passwordMaxLength,
  passwordMinLength,
} from "@pithead/contract";
import { dictionary } from "@zxcvbn-ts/language-common";
import { msg } from "../flow/messages";
import type { UiText } from "../flow/ui-nodes";

let breached: Set<string> | undefined;

/** The 49k commonly breached passwords shipped with @zxcvbn-ts/language-common (checked offline). */
function breachedList(): Set<string> {
  breached ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return breached;
}

/**
 * The forms of a password to look up in the breached list. Our character rules push people to decorate a
 * common password ("password" -> "Password123!"); the list holds the undecorated forms, so the lookup also tries
 * the password without its trailing symbols, and its letters without the digits and symbols after them (when
 * at least six letters remain, so a long passphrase is not judged by a short word in front).
 */
export function breachedCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const bare = lower.replace(/^[^a-z0-9]+/, "").replace(/[^a-z0-9]+$/, "");
  const letters = bare.replace(/[^a-z]+$/, "");
  return [...new Set([lower, bare, ...(letters.length >= 6 ? [letters] : [])])];
}

export function isBreached(password: string): boolean {
  const list = breachedList();
  return breachedCandidates(password).some((candidate) => list.has(candidate));
}

function longestCommonSubstring(a: string, b: string): number {
  let best = 0;
  const prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] ?? 0;
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : 0;
      best = Math.max(best, prev[j] ?? 0);
      diag = up;
    }
  }
  return best;
}

/** Kratos's rule: too similar when the identifier (or its local part) and the password share too much. */
function tooSimilar(password: string, identifier: string): boolean {
  const p = password.toLowerCase();
  const id = identifier.toLowerCase();
  const local = id.split("@")[0] ?? id;
  if (local.length >= 4 && p.includes(local)) return true;
  const lcs = longestCommonSubstring(p, id);
  return lcs / p.length >= 0.5 || lcs / id.length >= 0.5;
}

/**
 * The first policy violation of a new password, or null: length (4000032/4000033; the limits are the
 * contract's, which the web's forms also check as the user types), similarity to the e-mail (4000031),
 * character classes (4000005), breached list (4000034).
 */
export function passwordViolation(password: string, identifier: string): UiText | null {
  const length = [...password].length;
  if (length < passwordMinLength) return msg.passwordMinLength(passwordMinLength, length);
  if (length > passwordMaxLength) return msg.passwordMaxLength(passwordMaxLength, length);
  if (identifier && tooSimilar(password, identifier)) return msg.passwordTooSimilar();
  if (isBreached(password)) return msg.passwordBreached();
  const missing = missingPasswordClass(password);
  return missing ? msg.passwordPolicy(passwordClassReasons[missing]) : null;
}
