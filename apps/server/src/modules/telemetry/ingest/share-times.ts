import { type FieldError, ingestLimits, type Share } from "@pithead/contract";
import { maxShareAgeMs } from "../rollups/buckets";

/** At most this many field errors are answered for one batch (a batch holds up to 50,000 shares). */
export const maxFieldErrors = 100;

/**
 * Share times a batch may carry at `now`: not more than 5 minutes ahead (clock skew) and not older than the
 * 1-minute buckets are kept (2 days). Answers the field errors, `shares.<i>.ts`, of the shares outside.
 */
export function shareTimeErrors(shares: readonly Share[], now: Date): FieldError[] {
  const latest = now.getTime() + ingestLimits.maxFutureMs;
  const earliest = now.getTime() - maxShareAgeMs;
  const errors: FieldError[] = [];
  for (let i = 0; i < shares.length && errors.length < maxFieldErrors; i++) {
    const ms = Date.parse((shares[i] as Share).ts);
    if (ms > latest) errors.push({ name: `shares.${i}.ts`, text: "max_threshold" });
    else if (ms < earliest) errors.push({ name: `shares.${i}.ts`, text: "min_threshold" });
  }
  return errors;
}
