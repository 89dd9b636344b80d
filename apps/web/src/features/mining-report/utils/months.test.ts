import { describe, expect, it } from "vitest";
import { addMonths, defaultReportMonth, monthOf, reportMonths } from "./months";

describe("the report months", () => {
  it("run from the current UTC month back to January 2025, newest first", () => {
    const months = reportMonths(new Date("2025-03-31T23:59:59Z"));
    expect(months).toEqual(["2025-03", "2025-02", "2025-01"]);
    expect(reportMonths(new Date("2026-11-25T08:00:00Z"))).toHaveLength(23);
    expect(reportMonths(new Date("2026-11-25T08:00:00Z"))[0]).toBe("2026-11");
    expect(reportMonths(new Date("2026-11-25T08:00:00Z")).at(-1)).toBe("2025-01");
  });

  it("take the month in UTC, not local time", () => {
    expect(monthOf(new Date("2025-02-01T00:30:00+03:00"))).toBe("2025-01");
  });

  it("open on the previous month, never before January 2025", () => {
    expect(defaultReportMonth(new Date("2026-11-25T08:00:00Z"))).toBe("2026-10");
    expect(defaultReportMonth(new Date("2026-01-05T08:00:00Z"))).toBe("2025-12");
    expect(defaultReportMonth(new Date("2025-01-15T08:00:00Z"))).toBe("2025-01");
    expect(reportMonths(new Date("2025-01-15T08:00:00Z"))).toEqual(["2025-01"]);
  });

  it("step across years", () => {
    expect(addMonths("2025-01", -1)).toBe("2024-12");
    expect(addMonths("2025-12", 1)).toBe("2026-01");
  });
});
