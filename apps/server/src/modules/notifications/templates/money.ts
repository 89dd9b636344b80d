import type { BtcPrices } from "../notification-payload";

/**
 * Money for the templates, exact: satoshis -> BTC by integer arithmetic, fiat by bigint (satoshis x price /
 * 1e8, rounded half up to cents), and only then Intl for the locale's separators and currency sign.
 */

const SATS_PER_BTC = 100_000_000n;

/** The fiat currencies a mail can show beside BTC, in this order, with the ISO code Intl knows them by. */
const fiatCurrencies = [
  { key: "USDT", iso: "USD" },
  { key: "RUB", iso: "RUB" },
] as const satisfies readonly { key: keyof BtcPrices; iso: string }[];

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === "group")?.value ?? ",",
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
  };
}

/** Integer satoshis as BTC with all 8 decimals and the locale's separators: 12345678 -> "0.12345678 BTC". */
export function formatBtc(sats: number, locale: string): string {
  if (!Number.isSafeInteger(sats)) throw new RangeError(`not a whole number of satoshis: ${sats}`);
  const value = BigInt(sats);
  const abs = value < 0n ? -value : value;
  const { group, decimal } = separators(locale);
  const whole = (abs / SATS_PER_BTC).toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = (abs % SATS_PER_BTC).toString().padStart(8, "0");
  return `${value < 0n ? "-" : ""}${whole}${decimal}${fraction} BTC`;
}

/** A positive decimal price ("95000.5") as an integer and its power of ten, or null when it is not one. */
function parsePrice(price: string | undefined): { units: bigint; scale: bigint } | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(price?.trim() ?? "");
  if (!match) return null;
  const fraction = match[2] ?? "";
  const units = BigInt(`${match[1]}${fraction}`);
  return units > 0n ? { units, scale: 10n ** BigInt(fraction.length) } : null;
}

/** `sats` x `price` (per BTC) in cents, rounded half up (away from zero): 12345678 at "95000.5" -> 1172846n. */
export function fiatCents(sats: number, price: string): bigint | null {
  const parsed = parsePrice(price);
  if (!parsed || !Number.isSafeInteger(sats)) return null;
  const value = BigInt(sats);
  const numerator = (value < 0n ? -value : value) * parsed.units * 100n;
  const denominator = SATS_PER_BTC * parsed.scale;
  const cents = (numerator * 2n + denominator) / (denominator * 2n);
  return value < 0n ? -cents : cents;
}

/** Cents in a currency for the locale: 1172846n USD -> "$11,728.46" (en-US), "11 728,46 $" (ru-RU). */
export function formatFiat(cents: bigint, iso: string, locale: string): string {
  const abs = cents < 0n ? -cents : cents;
  const exact = `${cents < 0n ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}` as const;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: iso,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(exact as `${number}`);
}

/** "≈ $11,728.46" and "≈ 123 456,78 ₽" for each price known (none for 0 sat or no valid price). */
export function fiatEquivalents(sats: number, prices: BtcPrices, locale: string): string[] {
  if (sats === 0) return [];
  return fiatCurrencies.flatMap(({ key, iso }) => {
    const price = prices[key];
    const cents = price === undefined ? null : fiatCents(sats, price);
    return cents === null ? [] : [`≈ ${formatFiat(cents, iso, locale)}`];
  });
}

/** "0.12345678 BTC (≈ $11,728.46, ≈ 1 234,56 ₽)", or the BTC alone when no price is known. */
export function formatAmount(sats: number, prices: BtcPrices, locale: string): string {
  const fiat = fiatEquivalents(sats, prices, locale);
  return fiat.length === 0 ? formatBtc(sats, locale) : `${formatBtc(sats, locale)} (${fiat.join(", ")})`;
}
