import { describe, expect, it } from "vitest";
import { checkFeeInput, feeBodyOf } from "./fee-form";

const base = { percent: "1.5", startDate: "2026-12-01", endDate: "", comment: "" };

describe("the operator's fee form", () => {
  it("accepts a percent up to 4 decimals from 0 to 100 and an open end", () => {
    for (const percent of ["0", "1", "1.5", "0,25", "2.1234", "100"])
      expect(checkFeeInput({ ...base, percent }), percent).toEqual({});
  });

  it("names the field and the reason of each mistake", () => {
    expect(checkFeeInput({ ...base, percent: "" })).toEqual({ percent: "required" });
    expect(checkFeeInput({ ...base, percent: "1.23456" })).toEqual({ percent: "invalid_input" });
    expect(checkFeeInput({ ...base, percent: "-1" })).toEqual({ percent: "invalid_input" });
    expect(checkFeeInput({ ...base, percent: "100.5" })).toEqual({ percent: "max_threshold" });
    expect(checkFeeInput({ ...base, startDate: "" })).toEqual({ start_date: "required" });
    expect(checkFeeInput({ ...base, endDate: "2026-11-30" })).toEqual({ end_date: "min_threshold" });
    expect(checkFeeInput({ ...base, endDate: "2026-12-01" })).toEqual({});
  });

  it("sends the percent as typed, no end as null and the comment trimmed", () => {
    expect(feeBodyOf({ percent: " 0,5 ", startDate: "2026-12-01", endDate: "", comment: " vip " })).toEqual({
      percent: "0.5",
      start_date: "2026-12-01",
      end_date: null,
      comment: "vip",
    });
  });
});
