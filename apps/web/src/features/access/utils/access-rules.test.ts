import { describe, expect, it } from "vitest";
import { accessTargetOf, canManageAccess, grantableRoles, mayChangeMember } from "./access-rules";

describe("access rules on the screen", () => {
  it("shares miner, pool and operator accounts, never a platform account", () => {
    expect(accessTargetOf({ id: "m1", type: "miner", role: "owner" })).toEqual({ type: "miner", id: "m1" });
    expect(accessTargetOf({ id: "p1", type: "platform", role: "owner" })).toBeNull();
    expect(accessTargetOf(null)).toBeNull();
  });

  it("offers only the roles within the caller's own", () => {
    expect(grantableRoles("owner")).toEqual([
      "viewer",
      "accountant",
      "manager",
      "treasurer",
      "admin",
      "owner",
    ]);
    expect(grantableRoles("admin")).toEqual(["viewer", "accountant", "manager", "treasurer", "admin"]);
    expect(grantableRoles("manager")).toEqual([]);
    expect(canManageAccess("viewer")).toBe(false);
    expect(canManageAccess("admin")).toBe(true);
  });

  it("lets an admin change members below admin only, and nobody their own access", () => {
    expect(mayChangeMember("admin", { role: "viewer", self: false })).toBe(true);
    expect(mayChangeMember("admin", { role: "admin", self: false })).toBe(false);
    expect(mayChangeMember("owner", { role: "admin", self: false })).toBe(true);
    expect(mayChangeMember("owner", { role: "owner", self: true })).toBe(false);
  });
});
