import { describe, expect, it, vi } from "vitest";
import { ACTIVITY_KEY, markActivity, reportActivity } from "./activity-tracking";

describe("sign-in / sign-up tracking", () => {
  it("reports a flagged activity once and resets the flag", () => {
    const report = vi.fn();
    markActivity("signup");
    expect(reportActivity(report)).toBe("signup");
    expect(report).toHaveBeenCalledWith("act:cm:signup");
    expect(sessionStorage.getItem(ACTIVITY_KEY)).toBeNull();
    expect(reportActivity(report)).toBeNull();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it("reports nothing without a flag", () => {
    const report = vi.fn();
    expect(reportActivity(report)).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });
});
