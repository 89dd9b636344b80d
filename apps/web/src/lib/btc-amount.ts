import { SATS_PER_BTC } from "@pithead/contract";

/** 21 million BTC in satoshis: no amount of bitcoin is larger. */
export const MAX_SATS = 21_000_000 * SATS_PER_BTC;
/** A satoshi is 10^-8 BTC: an amount never has more decimals. */
export const BTC_DECIMALS = 8;

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === "group")?.value ?? ",",
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
  };
}

/**
 * A plain decimal text ("1234.5678", as the server sends figures that must not pass through a float) with the
 * locale's group and decimal separators; the digits stay as they are. Anything else comes back unchanged.
 */
export function localizeDecimal(text: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const { group, decimal } = separators(locale);
  const whole = (match[2] ?? "").replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${match[1]}${whole}${match[3] ? `${decimal}${match[3]}` : ""}`;
}

/**
 * Integer satoshis as BTC with all 8 decimals, by integer arithmetic (never through a float division):
 * 1 -> "0.00000001", 2.1e15 -> "21,000,000.00000000". `locale` picks the separators (default: plain
 * "21000000.00000000", as in files); `sign` adds "+" to positive amounts.
 */
export function formatBtc(sats: number, options: { locale?: string; sign?: boolean } = {}): string {
  if (!Number.isSafeInteger(sats)) throw new RangeError(`not a whole number of satoshis: ${sats}`);
  const abs = Math.abs(sats);
  const whole = Math.floor(abs / SATS_PER_BTC);
  const plain = `${whole}.${String(abs - whole * SATS_PER_BTC).padStart(BTC_DECIMALS, "0")}`;
  const sign = sats < 0 ? "-" : options.sign && sats > 0 ? "+" : "";
  return `${sign}${options.locale ? localizeDecimal(plain, options.locale) : plain}`;
}
