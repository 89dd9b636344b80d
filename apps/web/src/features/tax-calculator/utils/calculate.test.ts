import { describe, expect, it } from "vitest";
import { calculate, defaultTaxYear, type TaxForm } from "./calculate";

const form = (patch: Partial<TaxForm>): TaxForm => ({
  entity: "individual",
  year: 2025,
  otherIncome: "",
  source: "typed",
  mined: "",
  costs: "",
  ...patch,
});

describe("calculate", () => {
  it("waits for the mined amount and counts empty other income and costs as zero", () => {
    expect(calculate(form({}))).toEqual({ kind: "none", errors: {} });
    const result = calculate(form({ mined: "1 000 000" }));
    expect(result.kind).toBe("personal");
    if (result.kind === "personal") expect(result.result.taxOnMining).toBe(13_000_000n);
  });

  it("puts the mining on top of the other income", () => {
    const result = calculate(form({ otherIncome: "2000000", mined: "1000000" }));
    if (result.kind !== "personal") throw new Error("no result");
    expect(result.result.taxOnMining).toBe(14_200_000n);
    expect(result.result.effectiveRatePercent).toBe("14.20");
  });

  it("names each refused field", () => {
    expect(calculate(form({ otherIncome: "-1", mined: "1e6", costs: "1,234" }))).toEqual({
      kind: "none",
      errors: { otherIncome: "negative", mined: "format", costs: "precision" },
    });
    expect(calculate(form({ mined: "1000000000001" }))).toEqual({ kind: "none", errors: { mined: "range" } });
  });

  it("gives a legal entity the profit tax and ignores the other income", () => {
    const result = calculate(
      form({ entity: "legal", otherIncome: "oops", mined: "1000000", costs: "300000" }),
    );
    if (result.kind !== "legal") throw new Error("no result");
    expect(result.result.tax).toBe(17_500_000n);
  });

  it("takes the mined income from the account's RUB total, to the kopeck, ignoring the typed amount", () => {
    const account = form({ source: "account", mined: "5", otherIncome: "2000000" });
    expect(calculate(account, null)).toEqual({ kind: "none", errors: {} });
    const result = calculate(account, "1234567.89");
    if (result.kind !== "personal") throw new Error("no result");
    expect(result.result.miningIncome).toBe(123_456_789n);
    // 400,000.00 at 13 % + 834,567.89 at 15 % = 52,000.00 + 125,185.1835 -> 177,185.18
    expect(result.result.taxOnMining).toBe(17_718_518n);
    // Beyond a double's exact cents: 9,007,199,254,740.99 RUB is refused as too large, not rounded.
    expect(calculate(account, "9007199254740.99")).toEqual({ kind: "none", errors: { mined: "range" } });
    const big = calculate(account, "999999999999.99");
    if (big.kind !== "personal") throw new Error("no result");
    expect(big.result.miningIncome).toBe(99_999_999_999_999n);
  });

  it("defaults to the current year when supported, else the latest", () => {
    expect(defaultTaxYear(new Date(2025, 5, 1))).toBe(2025);
    expect(defaultTaxYear(new Date(2026, 5, 1))).toBe(2026);
    expect(defaultTaxYear(new Date(2030, 5, 1))).toBe(2026);
  });
});
