import { SATS_PER_BTC } from "@pithead/contract";
import { BTC_DECIMALS, MAX_SATS } from "./btc-amount";

// Apart from the formatting in btc-amount.ts: only forms parse, and the dashboard's first route formats (issue 18).

export type BtcParse =
  | { ok: true; sats: number }
  | { ok: false; reason: "empty" | "format" | "precision" | "zero" | "range" };

/**
 * A BTC amount typed by a person -> integer satoshis, by string arithmetic (no float ever): digits with one
 * optional "." or "," and at most 8 decimals; spaces (thousands) are ignored. "0.00000001" -> 1,
 * "21000000" -> 2.1e15; 9 decimals -> precision; 0 -> zero; over 21 million BTC -> range.
 */
export function parseBtc(input: string): BtcParse {
  const text = input.replace(/[\s\u00a0\u202f]/g, "");
  if (text === "") return { ok: false, reason: "empty" };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text);
  if (!match || (match[1] === "" && (match[2] ?? "") === "")) return { ok: false, reason: "format" };
  const whole = (match[1] ?? "").replace(/^0+(?=\d)/, "");
  const fraction = match[2] ?? "";
  if (fraction.length > BTC_DECIMALS) return { ok: false, reason: "precision" };
  if (whole.length > 8) return { ok: false, reason: "range" };
  const sats = Number(whole || "0") * SATS_PER_BTC + Number(fraction.padEnd(BTC_DECIMALS, "0"));
  if (sats === 0) return { ok: false, reason: "zero" };
  if (sats > MAX_SATS) return { ok: false, reason: "range" };
  return { ok: true, sats };
}
