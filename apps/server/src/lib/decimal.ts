/**
 * Exact decimal text <-> scaled integers, for money and percentages: "0.9" % = 9000 ppm, "52.5" sat =
 * 52500 msats. Never through a float.
 */

/** A decimal string with at most `places` decimals as an integer of 10^-places units; null when malformed. */
export function parseScaled(text: string, places: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = "0", frac = ""] = match;
  if (frac.length > places) return null;
  return BigInt(whole) * 10n ** BigInt(places) + BigInt(frac.padEnd(places, "0") || "0");
}

/**
 * An integer of 10^-places units as a decimal string, trailing zeros dropped down to `keep` decimals:
 * (9000n, 4) -> "0.9", (10000n, 4) -> "1", (123n, 8, 8) -> "0.00000123".
 */
export function formatScaled(units: bigint, places: number, keep = 0): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  let frac = digits.slice(digits.length - places);
  while (frac.length > keep && frac.endsWith("0")) frac = frac.slice(0, -1);
  return `${negative ? "-" : ""}${whole}${frac ? `.${frac}` : ""}`;
}

/** Percent text (up to 4 decimals) -> parts per million; null when malformed. */
export const percentToPpm = (percent: string): number | null => {
  const units = parseScaled(percent, 4);
  return units === null ? null : Number(units);
};
export const ppmToPercent = (ppm: number): string => formatScaled(BigInt(ppm), 4);

/** Satoshis text (up to 3 decimals) -> millisatoshis; null when malformed. */
export const satsToMsats = (sats: string): bigint | null => parseScaled(sats, 3);
export const msatsToSats = (msats: bigint): string => formatScaled(msats, 3);

/**
 * A decimal as an exact fraction num / 10^scale, accepting exponent notation ("1.2e+14", what JSON numbers
 * print as); null when malformed or negative.
 */
export function parseDecimalFraction(text: string): { num: bigint; den: bigint } | null {
  const match = /^(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = "0", frac = "", exp = "0"] = match;
  const scale = frac.length - Number(exp);
  const digits = BigInt(whole + frac);
  return scale >= 0
    ? { num: digits, den: 10n ** BigInt(scale) }
    : { num: digits * 10n ** BigInt(-scale), den: 1n };
}
