import { describe, expect, it } from "vitest";
import { MAX_TAX_AMOUNT, rub, TaxInputError } from "./amounts";
import { progressiveTax } from "./progressive-tax";
import { TAX_YEARS } from "./scales";

/** Kopecks from a rouble text with kopecks: "311999.87" -> 31199987n. */
const k = (text: string) => BigInt(text.replace(".", ""));

/** [annual base in roubles, tax in roubles.kopecks], worked by hand from art. 224 p. 1. */
const THRESHOLD_CASES: [number, string][] = [
  [0, "0.00"],
  [1, "0.13"],
  [2_399_999, "311999.87"],
  [2_400_000, "312000.00"],
  [2_400_001, "312000.15"],
  [4_999_999, "701999.85"],
  [5_000_000, "702000.00"],
  [5_000_001, "702000.18"],
  [19_999_999, "3401999.82"],
  [20_000_000, "3402000.00"],
  [20_000_001, "3402000.20"],
  [49_999_999, "9401999.80"],
  [50_000_000, "9402000.00"],
  [50_000_001, "9402000.22"],
];

describe.each(TAX_YEARS)("progressiveTax in %i", (year) => {
  it("supports 2025 and 2026", () => expect(TAX_YEARS).toEqual([2025, 2026]));

  it.each(THRESHOLD_CASES)("taxes an annual base of %i RUB as %s RUB (mined alone)", (base, tax) => {
    const result = progressiveTax({ year, otherIncome: 0n, miningIncome: rub(base) });
    expect(result.taxOnTotal).toBe(k(tax));
    expect(result.taxOnMining).toBe(k(tax));
    expect(result.remaining).toBe(rub(base) - k(tax));
    expect(result.brackets.reduce((sum, b) => sum + b.tax, 0n)).toBe(k(tax));
  });

  it.each(THRESHOLD_CASES)("taxes an annual base of %i RUB as %s RUB (all other income)", (base, tax) => {
    const result = progressiveTax({ year, otherIncome: rub(base), miningIncome: 0n });
    expect(result.taxOnOther).toBe(k(tax));
    expect(result.taxOnMining).toBe(0n);
    expect(result.effectiveRatePercent).toBe("0.00");
  });

  it("attributes to mining only what it adds on top of other income (2,000,000 + 1,000,000)", () => {
    const result = progressiveTax({ year, otherIncome: rub(2_000_000), miningIncome: rub(1_000_000) });
    expect(result.totalBase).toBe(rub(3_000_000));
    expect(result.taxOnOther).toBe(rub(260_000));
    expect(result.taxOnTotal).toBe(rub(402_000));
    expect(result.taxOnMining).toBe(rub(142_000));
    expect(result.effectiveRatePercent).toBe("14.20");
    expect(result.remaining).toBe(rub(858_000));
    const [first, second, third] = result.brackets;
    expect(first).toMatchObject({
      taxable: rub(2_400_000),
      otherPart: rub(2_000_000),
      miningPart: rub(400_000),
      tax: rub(312_000),
      miningTax: rub(52_000),
    });
    expect(second).toMatchObject({
      taxable: rub(600_000),
      otherPart: 0n,
      miningPart: rub(600_000),
      tax: rub(90_000),
    });
    expect(second?.miningTax).toBe(rub(90_000));
    expect(third?.taxable).toBe(0n);
  });

  it("taxes mining on top of a high other income at the upper rates (49,000,000 + 2,000,000)", () => {
    const result = progressiveTax({ year, otherIncome: rub(49_000_000), miningIncome: rub(2_000_000) });
    // 1,000,000 at 20% + 1,000,000 at 22%
    expect(result.taxOnMining).toBe(rub(420_000));
    expect(result.effectiveRatePercent).toBe("21.00");
  });

  it("reduces the mining income by documented costs, never below zero", () => {
    const withCosts = progressiveTax({
      year,
      otherIncome: 0n,
      miningIncome: rub(1_000_000),
      miningCosts: rub(400_000),
    });
    expect(withCosts.miningBase).toBe(rub(600_000));
    expect(withCosts.taxOnMining).toBe(rub(78_000));
    expect(withCosts.effectiveRatePercent).toBe("7.80");
    expect(withCosts.remaining).toBe(rub(922_000));
    const loss = progressiveTax({
      year,
      otherIncome: rub(1_000_000),
      miningIncome: rub(100),
      miningCosts: rub(500),
    });
    expect(loss.miningBase).toBe(0n);
    expect(loss.totalBase).toBe(rub(1_000_000));
    expect(loss.taxOnMining).toBe(0n);
  });

  it("rounds a tax of a fraction of a kopeck half up", () => {
    expect(progressiveTax({ year, otherIncome: 0n, miningIncome: 3n }).taxOnMining).toBe(0n); // 0.39 kop
    expect(progressiveTax({ year, otherIncome: 0n, miningIncome: 4n }).taxOnMining).toBe(1n); // 0.52 kop
  });

  it("gives the monthly equivalents of the thresholds (annual / 12)", () => {
    const { monthlyEquivalents } = progressiveTax({ year, otherIncome: 0n, miningIncome: 0n });
    expect(monthlyEquivalents).toEqual([
      { annual: rub(2_400_000), monthly: rub(200_000) },
      { annual: rub(5_000_000), monthly: k("416666.67") },
      { annual: rub(20_000_000), monthly: k("1666666.67") },
      { annual: rub(50_000_000), monthly: k("4166666.67") },
    ]);
  });

  it("takes the maximum amount and refuses more, negatives and non-bigints", () => {
    expect(
      progressiveTax({ year, otherIncome: MAX_TAX_AMOUNT, miningIncome: MAX_TAX_AMOUNT }).totalBase,
    ).toBe(MAX_TAX_AMOUNT * 2n);
    const bad = [
      { otherIncome: -1n, miningIncome: 0n },
      { otherIncome: 0n, miningIncome: MAX_TAX_AMOUNT + 1n },
      { otherIncome: 0n, miningIncome: 0n, miningCosts: -1n },
      { otherIncome: Number.POSITIVE_INFINITY as unknown as bigint, miningIncome: 0n },
      { otherIncome: Number.NaN as unknown as bigint, miningIncome: 0n },
    ];
    for (const amounts of bad) expect(() => progressiveTax({ year, ...amounts })).toThrow(TaxInputError);
  });
});

describe("progressiveTax years", () => {
  it.each([2024, 2027, 2025.5, Number.NaN])("refuses the year %s", (year) => {
    expect(() => progressiveTax({ year, otherIncome: 0n, miningIncome: 0n })).toThrow(/not supported/);
  });
});
