import { checkTaxAmount, type Kopecks, percentOf, roundToKopecks, TaxInputError } from "./amounts";
import { isTaxYear, type ScaleStep, TAX_RULES, type TaxYear } from "./scales";

/** One step of the scale as applied to a person's annual base. Amounts in kopecks, taxes rounded half up. */
export interface BracketLine {
  from: Kopecks;
  to: Kopecks | null;
  ratePercent: bigint;
  /** The part of the whole annual base (other income + mining base) that falls in this step. */
  taxable: Kopecks;
  /** Of `taxable`, the part that is other income (it fills the scale first) and the part that is mining. */
  otherPart: Kopecks;
  miningPart: Kopecks;
  /** Tax on `taxable` and, of it, on `miningPart`. */
  tax: Kopecks;
  miningTax: Kopecks;
}

/** A threshold of the annual scale and its monthly equivalent (annual / 12, rounded to kopecks): not the law's figure. */
export interface MonthlyEquivalent {
  annual: Kopecks;
  monthly: Kopecks;
}

export interface ProgressiveTaxResult {
  year: TaxYear;
  otherIncome: Kopecks;
  miningIncome: Kopecks;
  miningCosts: Kopecks;
  /** Mining income less the costs, never below zero (a mining loss does not reduce other income). */
  miningBase: Kopecks;
  /** Other income + mining base: the annual base the scale applies to. */
  totalBase: Kopecks;
  brackets: BracketLine[];
  taxOnOther: Kopecks;
  taxOnTotal: Kopecks;
  /** tax(other + mining base) - tax(other): what the mining adds to the year's tax. */
  taxOnMining: Kopecks;
  /** taxOnMining / miningIncome in percent, 2 decimals ("0.00" when nothing was mined). */
  effectiveRatePercent: string;
  /** Mining income less the tax on it (the costs are not subtracted: they were spent already). */
  remaining: Kopecks;
  monthlyEquivalents: MonthlyEquivalent[];
}

/** Tax in hundredths of a kopeck on `base` over the scale (exact). */
function exactTax(scale: readonly ScaleStep[], base: Kopecks): bigint {
  let total = 0n;
  for (const step of scale) total += partIn(step, 0n, base) * step.ratePercent;
  return total;
}

/** The part of the interval (low, high] that falls in the step (from, to]. */
function partIn(step: ScaleStep, low: Kopecks, high: Kopecks): Kopecks {
  const top = step.to === null || high < step.to ? high : step.to;
  const bottom = low > step.from ? low : step.from;
  return top > bottom ? top - bottom : 0n;
}

export function checkTaxYear(year: unknown): TaxYear {
  if (!isTaxYear(year))
    throw new TaxInputError(
      "unsupported_year",
      "year",
      `tax year ${String(year)} is not supported (supported: ${Object.keys(TAX_RULES).join(", ")})`,
    );
  return year;
}

/**
 * NDFL of a tax resident on the annual main base (Tax Code art. 224 p. 1, from 2025): other income fills the
 * scale first, the mining base (income less documented mining costs, art. 221 as amended by 418-FZ) sits on top.
 * The mining's share is tax(other + mining) - tax(other). Every amount is kopecks, 0..10^12 RUB.
 *
 * Uncertain points, kept visible: the cost deduction for individuals rests on the FNS explanation of 418-FZ as
 * reported by klerk.ru (21.02.2026: "the base can be reduced by actually incurred and documented expenses
 * related to mining; only tax residents have this right"); the exact paragraph of art. 221 was not read in the
 * law's own text. Taxes are exact to the kopeck (half up), not rounded to full roubles as the return is
 * (art. 52 p. 6); the 20% no-documents deduction of entrepreneurs and non-resident rates are not modelled.
 */
export function progressiveTax(input: {
  year: number;
  otherIncome: Kopecks;
  miningIncome: Kopecks;
  miningCosts?: Kopecks;
}): ProgressiveTaxResult {
  const year = checkTaxYear(input.year);
  const otherIncome = checkTaxAmount("otherIncome", input.otherIncome);
  const miningIncome = checkTaxAmount("miningIncome", input.miningIncome);
  const miningCosts = checkTaxAmount("miningCosts", input.miningCosts ?? 0n);
  const scale = TAX_RULES[year].personalScale;
  const miningBase = miningIncome > miningCosts ? miningIncome - miningCosts : 0n;
  const totalBase = otherIncome + miningBase;
  const brackets = scale.map((step): BracketLine => {
    const otherPart = partIn(step, 0n, otherIncome);
    const miningPart = partIn(step, otherIncome, totalBase);
    const taxable = otherPart + miningPart;
    return {
      from: step.from,
      to: step.to,
      ratePercent: step.ratePercent,
      taxable,
      otherPart,
      miningPart,
      tax: roundToKopecks(taxable * step.ratePercent),
      miningTax: roundToKopecks(miningPart * step.ratePercent),
    };
  });
  const exactOther = exactTax(scale, otherIncome);
  const exactTotal = exactTax(scale, totalBase);
  const taxOnMining = roundToKopecks(exactTotal - exactOther);
  return {
    year,
    otherIncome,
    miningIncome,
    miningCosts,
    miningBase,
    totalBase,
    brackets,
    taxOnOther: roundToKopecks(exactOther),
    taxOnTotal: roundToKopecks(exactTotal),
    taxOnMining,
    effectiveRatePercent: percentOf(taxOnMining, miningIncome),
    remaining: miningIncome - taxOnMining,
    monthlyEquivalents: scale
      .filter((step) => step.to !== null)
      .map((step) => {
        const annual = step.to as Kopecks;
        return { annual, monthly: (annual * 2n + 12n) / 24n };
      }),
  };
}
