import { describe, expect, it } from "vitest";
import { watchRedirect } from "./watch-redirect";

describe("watchRedirect", () => {
  it("stays in watch mode after a successful token check", () => {
    expect(watchRedirect({ status: "success" })).toBeNull();
  });

  it("sends a missing token to main", () => {
    expect(watchRedirect({ status: "missing" })).toBe("/");
  });

  it("sends a failed token check to main", () => {
    expect(watchRedirect({ status: "error" })).toBe("/");
  });
});
