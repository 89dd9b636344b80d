import { describe, expect, it } from "vitest";
import { stepsByStatus } from "./request-steps";

describe("payout request steps", () => {
  it("offer sending, failing or reversing a new request, and nothing on a final one", () => {
    expect(stepsByStatus.created).toEqual(["sent", "fail", "reverse"]);
    expect(stepsByStatus.sent).toEqual(["complete", "fail"]);
    expect(stepsByStatus.failed).toEqual(["resend", "reverse"]);
    expect(stepsByStatus.completed).toEqual([]);
  });
});
