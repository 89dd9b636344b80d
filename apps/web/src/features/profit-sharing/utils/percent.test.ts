import type { ProfitSharing } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { percentLeft, percentProblem, percentText, percentUnits, splitOn, trimPercent } from "./percent";

const split = (recipient: string, percent: string, start: string, end: string | null): ProfitSharing => ({
  id: `${recipient}-${start}`,
  type: "profit_sharing",
  donor: { id: "d", account_name: "alice" },
  recipient: { id: recipient, account_name: recipient },
  percent,
  start_date: start,
  end_date: end,
  state: "active",
  created_at: `${start}T00:00:00Z`,
});

describe("percent arithmetic", () => {
  it("reads up to 4 decimals with a dot or a comma, exactly", () => {
    expect(percentUnits("10")).toBe(100_000);
    expect(percentUnits("12,5")).toBe(125_000);
    expect(percentUnits("0.0001")).toBe(1);
    expect(percentUnits("0.00001")).toBeNull();
    expect(percentUnits("-1")).toBeNull();
    expect(percentUnits("1e2")).toBeNull();
  });

  it("writes the shortest text", () => {
    expect(percentText(125_000)).toBe("12.5");
    expect(percentText(1)).toBe("0.0001");
    expect(percentText(1_000_000)).toBe("100");
    expect(trimPercent("10.0000")).toBe("10");
    expect(trimPercent("33.3300")).toBe("33.33");
  });

  it("checks a typed percent against what is left", () => {
    expect(percentProblem("", 100)).toBe("required");
    expect(percentProblem("abc", 100)).toBe("percentFormat");
    expect(percentProblem("0", 1_000_000)).toBe("percentMin");
    expect(percentProblem("60", 500_000)).toBe("percentMax");
    expect(percentProblem("50", 500_000)).toBeNull();
  });

  it("gives back the recipient's own share on the next day when it is changed", () => {
    const given = [
      split("bob", "15.0000", "2026-11-26", null),
      split("bob", "10.0000", "2026-11-01", "2026-11-25"),
      split("dave", "20.0000", "2026-11-01", null),
    ];
    const data = { given, given_percent: "35.0000", next_start: "2026-11-26" };
    expect(splitOn(given, "bob", "2026-11-25")?.percent).toBe("10.0000");
    expect(splitOn(given, "bob", "2026-11-26")?.percent).toBe("15.0000");
    expect(percentLeft(data)).toBe(650_000);
    expect(percentLeft(data, "bob")).toBe(800_000);
    expect(percentLeft(data, "dave")).toBe(850_000);
  });
});
