/**
 * Roubles as whole kopecks in a bigint: tax figures never pass through a float. Every amount a calculator takes
 * is at most MAX_TAX_AMOUNT (10^12 RUB) and never negative.
 */
export type Kopecks = bigint;

export const KOPECKS_PER_ROUBLE = 100n;
/** The largest amount any input takes: one trillion roubles (10^12 RUB), in kopecks. */
export const MAX_TAX_AMOUNT: Kopecks = 10n ** 12n * KOPECKS_PER_ROUBLE;

export type TaxInputErrorCode = "unsupported_year" | "not_an_amount" | "negative" | "too_large";

/** A refused input of a tax calculation, naming the field (`year`, `otherIncome`, ...). */
export class TaxInputError extends Error {
  constructor(
    readonly code: TaxInputErrorCode,
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "TaxInputError";
  }
}

/** Whole roubles -> kopecks (for tests and constants): `rub(2_400_000)`. */
export function rub(roubles: number | bigint): Kopecks {
  if (typeof roubles === "number" && !Number.isSafeInteger(roubles))
    throw new TaxInputError("not_an_amount", "amount", `not a whole number of roubles: ${roubles}`);
  return BigInt(roubles) * KOPECKS_PER_ROUBLE;
}

/** Throws unless `value` is a bigint of kopecks in 0..MAX_TAX_AMOUNT. */
export function checkTaxAmount(field: string, value: unknown): Kopecks {
  if (typeof value !== "bigint")
    throw new TaxInputError("not_an_amount", field, `${field} must be kopecks (bigint)`);
  if (value < 0n) throw new TaxInputError("negative", field, `${field} must not be negative`);
  if (value > MAX_TAX_AMOUNT)
    throw new TaxInputError("too_large", field, `${field} must be at most 10^12 RUB`);
  return value;
}

export type RoublesParse =
  | { ok: true; kopecks: Kopecks }
  | { ok: false; reason: "empty" | "format" | "negative" | "precision" | "range" };

/**
 * A rouble amount typed by a person -> kopecks, by string arithmetic: digits with one optional "." or "," and
 * at most 2 decimals; spaces (thousands) are ignored. "1 000 000,5" -> 100000050n. A leading minus is
 * `negative`; "Infinity", "1e6" and the like are `format`; over 10^12 RUB is `range`.
 */
export function parseRoubles(input: string): RoublesParse {
  const text = input.replace(/[\s\u00a0\u202f]/g, "");
  if (text === "") return { ok: false, reason: "empty" };
  if (/^[-\u2212]/.test(text)) return { ok: false, reason: "negative" };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text);
  if (!match || (match[1] === "" && (match[2] ?? "") === "")) return { ok: false, reason: "format" };
  const fraction = match[2] ?? "";
  if (fraction.length > 2) return { ok: false, reason: "precision" };
  const whole = (match[1] ?? "").replace(/^0+(?=\d)/, "") || "0";
  if (whole.length > 13) return { ok: false, reason: "range" };
  const kopecks = BigInt(whole) * KOPECKS_PER_ROUBLE + BigInt(fraction.padEnd(2, "0"));
  if (kopecks > MAX_TAX_AMOUNT) return { ok: false, reason: "range" };
  return { ok: true, kopecks };
}

/** Kopecks as a plain decimal text with 2 decimals: 100000050n -> "1000000.50", -5n -> "-0.05". */
export function formatKopecks(kopecks: Kopecks): string {
  const abs = kopecks < 0n ? -kopecks : kopecks;
  const text = `${abs / KOPECKS_PER_ROUBLE}.${String(abs % KOPECKS_PER_ROUBLE).padStart(2, "0")}`;
  return kopecks < 0n ? `-${text}` : text;
}

/** `numerator / denominator` as a percent with 2 decimals, rounded half up ("14.52"); "0.00" for a zero denominator. */
export function percentOf(numerator: bigint, denominator: bigint): string {
  if (denominator <= 0n) return "0.00";
  const basisPoints = (numerator * 10_000n * 2n + denominator) / (denominator * 2n);
  return `${basisPoints / 100n}.${String(basisPoints % 100n).padStart(2, "0")}`;
}

/** An exact tax in hundredths of a kopeck (amount x whole percent) rounded half up to kopecks. */
export function roundToKopecks(hundredthsOfKopeck: bigint): Kopecks {
  return (hundredthsOfKopeck + 50n) / 100n;
}
