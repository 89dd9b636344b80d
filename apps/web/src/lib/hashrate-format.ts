/** Hashrate units, each 1000 times the one before. */
export const hashrateUnits = ["H/s", "kH/s", "MH/s", "GH/s", "TH/s", "PH/s", "EH/s"] as const;
export type HashrateUnit = (typeof hashrateUnits)[number];

export type HashrateScale = { unit: HashrateUnit; divisor: number };

/** Fraction digits shown for a scaled figure: whole H/s, else two decimals. */
const digitsOf = (unit: HashrateUnit) => (unit === "H/s" ? 0 : 2);

/**
 * The unit of a figure (H/s): move up while the figure, rounded to the digits its unit shows, reaches 1000
 * (999,994 H/s is 999.99 kH/s, 999,996 H/s is 1.00 MH/s). Zero, negative or non-finite values stay in H/s;
 * beyond 1000 EH/s the figure stays in EH/s.
 */
export function hashrateScale(value: number): HashrateScale {
  let index = 0;
  if (Number.isFinite(value) && value > 0) {
    while (index < hashrateUnits.length - 1) {
      const digits = digitsOf(hashrateUnits[index] as HashrateUnit);
      if (Number((value / 1000 ** index).toFixed(digits)) < 1000) break;
      index += 1;
    }
  }
  return { unit: hashrateUnits[index] as HashrateUnit, divisor: 1000 ** index };
}

/** "123.46 TH/s" in the given locale; a chart axis passes one scale for all its ticks. */
export function formatHashrate(value: number, locale = "en-US", scale = hashrateScale(value)): string {
  if (!Number.isFinite(value)) return "—";
  const digits = digitsOf(scale.unit);
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value / scale.divisor);
  return `${number} ${scale.unit}`;
}

/** An axis tick: the scaled number only, as short as it can be ("1.5", "20"). */
export function formatHashrateTick(value: number, scale: HashrateScale, locale = "en-US"): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value / scale.divisor);
}

/**
 * The relative error of a figure as "±3.2%" (one decimal; two under 1%, so a day of shares reads "±0.04%",
 * not "±0%"); null (no shares) gives an empty string.
 */
export function formatRelError(relError: number | null, locale = "en-US"): string {
  if (relError === null || !Number.isFinite(relError)) return "";
  const percent = relError * 100;
  const digits = percent < 1 ? 2 : 1;
  return `±${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(percent)}%`;
}

/** A percentage (reject rate) with up to two decimals: "0.25%". */
export function formatPercent(value: number, locale = "en-US"): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}%`;
}
