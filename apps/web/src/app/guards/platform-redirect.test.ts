import { describe, expect, it } from "vitest";
import { platformRedirect } from "./platform-redirect";

describe("platformRedirect", () => {
  it("opens the platform area for a platform account only", () => {
    expect(platformRedirect({ id: "1", type: "platform" })).toBeNull();
    expect(platformRedirect({ id: "2", type: "pool", pool_name: "main" })).toBe("/");
    expect(platformRedirect({ id: "3", type: "miner", account_name: "alice" })).toBe("/");
    expect(platformRedirect(null)).toBe("/");
  });
});
