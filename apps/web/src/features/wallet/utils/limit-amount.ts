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
