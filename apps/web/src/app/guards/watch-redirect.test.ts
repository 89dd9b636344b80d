import { describe, expect, it } from "vitest";
import { watchRedirect } from "./watch-redirect";

describe("watchRedirect", () => {
  it("stays in watch mode after a successful token check", () => {
    expect(watchRedirect({ status: "success" })).toBeNull();
  });

  it("sends a missing token to main, saying the link is invalid", () => {
    expect(watchRedirect({ status: "missing" })).toBe("/?notice=watch_link_invalid");
  });

  it("sends a refused token check to main, saying the link is invalid", () => {
    expect(watchRedirect({ status: "error" })).toBe("/?notice=watch_link_invalid");
  });
});
