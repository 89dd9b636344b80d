import { describe, expect, it } from "vitest";
import { isTxId, stepsByStatus } from "./request-steps";

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
