import { type Kopecks, rub } from "./amounts";

/** One step of the personal income tax scale: `ratePercent` on the part of the annual base above `from`. */
export interface ScaleStep {
  from: Kopecks;
  /** Upper bound of the step (inclusive), or null for the last one. */
  to: Kopecks | null;
  ratePercent: bigint;
}

export interface YearRules {
  /** Personal income tax (NDFL), main tax base, tax residents: the annual progressive scale. */
  personalScale: readonly ScaleStep[];
  /** Corporate profit tax rate on the separate base of mining (Tax Code art. 284 p. 1, art. 282.3). */
  profitTaxPercent: bigint;
}

/**
 * Tax Code of the Russian Federation, art. 224 p. 1 as amended by Federal Law 176-FZ of 12.07.2024 (in force
 * from 1 January 2025): 13% up to 2.4 million RUB a year, then 15% / 18% / 20% / 22% on the part above
 * 2.4 / 5 / 20 / 50 million. Art. 284 p. 1 (same law): profit tax 25% from 2025.
 */
const SCALE_FROM_2025: readonly ScaleStep[] = [
  { from: 0n, to: rub(2_400_000), ratePercent: 13n },
  { from: rub(2_400_000), to: rub(5_000_000), ratePercent: 15n },
  { from: rub(5_000_000), to: rub(20_000_000), ratePercent: 18n },
  { from: rub(20_000_000), to: rub(50_000_000), ratePercent: 20n },
  { from: rub(50_000_000), to: null, ratePercent: 22n },
];

/** The rules of each supported year; a future year is one more entry. */
export const TAX_RULES = {
  2025: { personalScale: SCALE_FROM_2025, profitTaxPercent: 25n },
  2026: { personalScale: SCALE_FROM_2025, profitTaxPercent: 25n },
} as const satisfies Record<number, YearRules>;

export type TaxYear = keyof typeof TAX_RULES;
export const TAX_YEARS = Object.keys(TAX_RULES).map(Number) as TaxYear[];

export function isTaxYear(year: unknown): year is TaxYear {
  return typeof year === "number" && Object.hasOwn(TAX_RULES, year);
}
