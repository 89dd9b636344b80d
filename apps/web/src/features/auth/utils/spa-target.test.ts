import { describe, expect, it } from "vitest";
import { carriedQuery, pathAfterSession } from "./after-session";
import { destinationOf, safeReturnPath } from "./spa-target";

const origin = "http://pool.test";

describe("destinationOf", () => {
  it("turns an identity browser endpoint into this app's screen with its query", () => {
    expect(
      destinationOf(`${origin}/identity/self-service/login/browser?aal=aal2&return_to=x`, origin),
    ).toEqual({
      internal: true,
      to: "/auth/login?aal=aal2&return_to=x",
    });
    expect(destinationOf(`${origin}/identity/self-service/settings/browser`, origin).to).toBe("/settings");
  });

  it("keeps this app's addresses inside the SPA and leaves foreign ones to the browser", () => {
    expect(destinationOf(`${origin}/workers?a=1`, origin)).toEqual({ internal: true, to: "/workers?a=1" });
    expect(destinationOf("https://evil.test/x", origin)).toEqual({
      internal: false,
      to: "https://evil.test/x",
    });
    expect(safeReturnPath("https://evil.test/x", origin)).toBeNull();
  });
});

describe("pathAfterSession", () => {
  it("prefers the verification step, then return_to, then the redirect, then main", () => {
    const verification = {
      action: "show_verification_ui" as const,
      flow: { id: "v1", verifiable_address: "a@b.c" },
    };
    expect(pathAfterSession([verification], null, origin)).toBe("/auth/verification?flow=v1");
    expect(pathAfterSession([], `${origin}/payments`, origin)).toBe("/payments");
    const redirect = { action: "redirect_browser_to" as const, redirect_browser_to: `${origin}/workers` };
    expect(pathAfterSession([redirect], null, origin)).toBe("/workers");
    expect(pathAfterSession([], null, origin)).toBe("/");
  });

  it("hands on the query without the flow id", () => {
    expect(carriedQuery(new URLSearchParams("flow=1&reg=1")).toString()).toBe("reg=1");
  });
});
