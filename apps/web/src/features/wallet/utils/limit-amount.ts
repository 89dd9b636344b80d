import { parseBtc } from "../../../lib/btc-parse";

export type LimitParse = { ok: true; sats: number } | { ok: false; reason: "required" | "invalid" };

/**
 * A payment limit typed in BTC -> integer satoshis (string arithmetic in `lib/btc-amount`, never a float).
 * 0 is a valid limit here (a maximum of 0 means no limit; a minimum of 0 the server refuses by the floor).
 */
export function parseLimit(text: string): LimitParse {
  const parsed = parseBtc(text);
  if (parsed.ok) return parsed;
  if (parsed.reason === "zero") return { ok: true, sats: 0 };
  return { ok: false, reason: parsed.reason === "empty" ? "required" : "invalid" };
}

/** What bounds a typed minimum payment: the pool's floor and ceiling, and the wallet's maximum (0: none). */
export type MinimumBounds = { floor: number; ceiling: number; max: number };

/**
 * The contract's field error of a minimum payment outside its bounds, as the server answers it: below the
 * pool's floor `min_threshold`; above the pool's ceiling or above a maximum payment that is set `max_threshold`.
 */
export function minimumBoundError(
  sats: number,
  bounds: MinimumBounds,
): "min_threshold" | "max_threshold" | null {
  if (sats < bounds.floor) return "min_threshold";
  if (sats > bounds.ceiling || (bounds.max > 0 && sats > bounds.max)) return "max_threshold";
  return null;
}

/** The largest minimum allowed: the pool's ceiling, or the maximum payment when that is set and lower. */
export function minimumUpperBound(bounds: MinimumBounds): { sats: number; byMax: boolean } {
  return bounds.max > 0 && bounds.max < bounds.ceiling
    ? { sats: bounds.max, byMax: true }
    : { sats: bounds.ceiling, byMax: false };
}
