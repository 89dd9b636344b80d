import { describe, expect, it } from "vitest";
import { MAX_TAX_AMOUNT, rub, TaxInputError } from "./amounts";
import { profitTax } from "./profit-tax";
import { TAX_YEARS } from "./scales";

describe.each(TAX_YEARS)("profitTax in %i", (year) => {
  it("takes 25% of income less costs", () => {
    const result = profitTax({ year, income: rub(1_000_000), costs: rub(300_000) });
    expect(result).toMatchObject({
      ratePercent: 25n,
      base: rub(700_000),
      loss: 0n,
      tax: rub(175_000),
      effectiveRatePercent: "17.50",
      remaining: rub(525_000),
    });
  });

  it("gives no tax on a loss and reports it", () => {
    const result = profitTax({ year, income: rub(100_000), costs: rub(250_000) });
    expect(result).toMatchObject({ base: 0n, loss: rub(150_000), tax: 0n, remaining: -rub(150_000) });
  });

  it("is flat: one rouble below and above 2.4 million is 25% too", () => {
    expect(profitTax({ year, income: rub(2_399_999) }).tax).toBe(BigInt("59999975"));
    expect(profitTax({ year, income: rub(2_400_001) }).tax).toBe(BigInt("60000025"));
  });

  it("refuses negative and too large amounts", () => {
    expect(() => profitTax({ year, income: -1n })).toThrow(TaxInputError);
    expect(() => profitTax({ year, income: 0n, costs: MAX_TAX_AMOUNT + 1n })).toThrow(TaxInputError);
  });
});

it("profitTax refuses an unsupported year", () => {
  expect(() => profitTax({ year: 2024, income: 0n })).toThrow(/not supported/);
});
