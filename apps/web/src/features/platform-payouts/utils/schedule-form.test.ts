import { describe, expect, it } from "vitest";
import { isTxId, parseFeePerVbyte, stepsByStatus } from "./schedule-form";

describe("parseFeePerVbyte", () => {
  it("reads empty as no override and whole numbers from 1 to 10,000", () => {
    expect(parseFeePerVbyte(" ")).toEqual({ ok: true, value: null });
    expect(parseFeePerVbyte("1")).toEqual({ ok: true, value: 1 });
    expect(parseFeePerVbyte("10000")).toEqual({ ok: true, value: 10_000 });
  });

  it("refuses 0, 10,001, decimals and signs", () => {
    for (const text of ["0", "10001", "2.5", "-3", "+4", "1e3"])
      expect(parseFeePerVbyte(text)).toEqual({ ok: false });
  });
});

describe("payout request steps", () => {
  it("offer sending, failing or reversing a new request, and nothing on a final one", () => {
    expect(stepsByStatus.created).toEqual(["sent", "fail", "reverse"]);
    expect(stepsByStatus.sent).toEqual(["complete", "fail"]);
    expect(stepsByStatus.failed).toEqual(["resend", "reverse"]);
    expect(stepsByStatus.completed).toEqual([]);
  });

  it("take a transaction id of 64 hex digits only", () => {
    expect(isTxId("a".repeat(64))).toBe(true);
    expect(isTxId("A".repeat(63))).toBe(false);
    expect(isTxId("g".repeat(64))).toBe(false);
  });
});
