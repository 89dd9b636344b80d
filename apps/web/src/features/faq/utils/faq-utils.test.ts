import { chartPeriods } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { allQuestions, chartPeriodCount } from "./faq-questions";
import { matchesQuery, normalize } from "./faq-search";
import { difficultyOfDay, percentToPpm, rewardExample, satsToMsats } from "./reward-example";

describe("the FAQ search", () => {
  it("compares lower case, without accents, ё as е, spaces collapsed", () => {
    expect(normalize("  Ёлка   Café ")).toBe("елка cafe");
  });
  it("needs every word of the query, in any order", () => {
    expect(matchesQuery(["Payout times", "at 14:00 UTC"], "utc payout")).toBe(true);
    expect(matchesQuery(["Payout times", "at 14:00 UTC"], "payout wallet")).toBe(false);
    expect(matchesQuery(["anything"], "   ")).toBe(true);
  });
});

describe("the FAQ questions", () => {
  it("have unique anchors made of lower-case words", () => {
    const ids = allQuestions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
  it("name the contract's four chart periods", () => {
    expect(chartPeriodCount).toBe(chartPeriods.length);
    expect(chartPeriodCount).toBe(4);
  });
});

describe("the reward example", () => {
  it("reads percents and rates exactly", () => {
    expect(percentToPpm("0.9")).toBe(9000);
    expect(percentToPpm("1.2345")).toBe(12345);
    expect(percentToPpm("100")).toBe(1_000_000);
    expect(satsToMsats("52.5")).toBe(52_500n);
    expect(satsToMsats("7")).toBe(7000n);
  });
  it("floors like the ledger: gross from TH/s x rate, the fee is what the floored net leaves", () => {
    expect(rewardExample(100, "52.5", "0.9")).toEqual({ gross: 5250n, fee: 48n, net: 5202n });
    expect(rewardExample(100, "0.001", "0.9")).toEqual({ gross: 0n, fee: 0n, net: 0n });
  });
  it("turns a day at a hashrate into the accepted difficulty it takes", () => {
    expect(difficultyOfDay(100)).toBeCloseTo((100e12 * 86_400) / 2 ** 32);
  });
});
