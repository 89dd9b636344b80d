import { checkTaxAmount, type Kopecks, percentOf, roundToKopecks } from "./amounts";
import { checkTaxYear } from "./progressive-tax";
import { TAX_RULES, type TaxYear } from "./scales";

export interface ProfitTaxResult {
  year: TaxYear;
  ratePercent: bigint;
  income: Kopecks;
  costs: Kopecks;
  /** Income less costs, never below zero. */
  base: Kopecks;
  /** Costs above income: a loss of the mining base (no tax), zero otherwise. */
  loss: Kopecks;
  tax: Kopecks;
  /** tax / income in percent, 2 decimals. */
  effectiveRatePercent: string;
  /** Income less costs less tax (negative for a loss). */
  remaining: Kopecks;
}

/**
 * Profit tax of a legal entity on its mining (Tax Code art. 282.3: a separate base; income at the market
 * quotation on the day it can be disposed of, less the mining costs; art. 284 p. 1: 25% from 2025).
 */
export function profitTax(input: { year: number; income: Kopecks; costs?: Kopecks }): ProfitTaxResult {
  const year = checkTaxYear(input.year);
  const income = checkTaxAmount("income", input.income);
  const costs = checkTaxAmount("costs", input.costs ?? 0n);
  const ratePercent = TAX_RULES[year].profitTaxPercent;
  const base = income > costs ? income - costs : 0n;
  const tax = roundToKopecks(base * ratePercent);
  return {
    year,
    ratePercent,
    income,
    costs,
    base,
    loss: costs > income ? costs - income : 0n,
    tax,
    effectiveRatePercent: percentOf(tax, income),
    remaining: income - costs - tax,
  };
}
