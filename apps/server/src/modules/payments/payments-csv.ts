import { formatScaled, parseDecimalFraction } from "../../lib/decimal";
import { utcDayOf } from "../../lib/utc-day";

/** RFC 4180: a field holding a comma, a quote, CR or LF is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record: fields joined by commas, ended by CRLF. */
export const csvRecord = (fields: string[]): string => `${fields.map(csvField).join(",")}\r\n`;

/** Integer satoshis as BTC with exactly 8 decimals, no float on the way: 123n -> "0.00000123". */
export const btcOf = (sats: bigint): string => formatScaled(sats, 8, 8);

/**
 * The value of `sats` at `price` (currency per BTC, a decimal string) with 2 decimals, computed in integers:
 * cents = sats x price x 100 / 10^8, rounded half up (half a cent goes up; amounts are never negative here).
 * Empty when there is no usable price.
 */
export function fiatOf(sats: bigint, price: string | null | undefined): string {
  const p = price ? parseDecimalFraction(price) : null;
  if (!p || p.num === 0n) return "";
  const numerator = sats * p.num * 100n;
  const denominator = 100_000_000n * p.den;
  const cents = (2n * numerator + denominator) / (2n * denominator);
  return formatScaled(cents, 2, 2);
}

/** The date in a file name: `YYYYMMDD` (UTC). */
export const compactDay = (at: Date): string => utcDayOf(at).replaceAll("-", "");
