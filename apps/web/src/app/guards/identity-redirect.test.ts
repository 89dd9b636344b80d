import { describe, expect, it } from "vitest";
import { identityRedirect } from "./identity-redirect";

const at = (href: string) => new URL(href, "http://pool.test");

describe("identityRedirect", () => {
  it("sends a user with zero permissions to the name step", () => {
    expect(identityRedirect(at("/workers"), { status: "success", permissionCount: 0 })).toBe("/auth/name");
  });

  it("keeps the query string on main for a user without permissions", () => {
    expect(identityRedirect(at("/?reg=1&b=2"), { status: "success", permissionCount: 0 })).toBe(
      "/auth/name?reg=1&b=2",
    );
  });

  it("sends a failed identity load to login", () => {
    expect(identityRedirect(at("/workers?x=1"), { status: "error" })).toBe("/auth/login");
  });

  it("lets a user with permissions through", () => {
    expect(identityRedirect(at("/"), { status: "success", permissionCount: 2 })).toBeNull();
  });
});
