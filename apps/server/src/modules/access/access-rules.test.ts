import { describe, expect, it } from "vitest";
import { changeRefusal, grantRefusal } from "./access-rules";

const change = (
  callerRole: Parameters<typeof changeRefusal>[0]["callerRole"],
  target: string,
  next: string | null,
  owners = 1,
  self = false,
) =>
  changeRefusal({
    callerRole,
    callerUserId: "me",
    target: { userId: self ? "me" : "them", role: target as never },
    next: next as never,
    owners,
  });

describe("access rules", () => {
  it("grants only roles within the granter's own, and only with manage_access", () => {
    expect(grantRefusal("owner", "owner")).toBeNull();
    expect(grantRefusal("admin", "admin")).toBeNull();
    expect(grantRefusal("admin", "treasurer")).toBeNull();
    expect(grantRefusal("admin", "owner")).toBe("access_denied");
    expect(grantRefusal("manager", "viewer")).toBe("access_denied");
    expect(grantRefusal(undefined, "viewer")).toBe("access_denied");
  });

  it("lets only remove_admin lower or remove an admin or an owner", () => {
    expect(change("admin", "admin", null)).toBe("access_denied");
    expect(change("admin", "owner", "viewer", 2)).toBe("access_denied");
    expect(change("admin", "viewer", "manager")).toBeNull();
    expect(change("owner", "admin", null)).toBeNull();
    expect(change("treasurer", "viewer", null)).toBe("access_denied");
  });

  it("keeps the last owner, and nobody changes their own access", () => {
    expect(change("owner", "owner", null, 1, true)).toBe("last_owner");
    expect(change("owner", "owner", "admin", 1, true)).toBe("last_owner");
    expect(change("owner", "owner", "admin", 2, true)).toBe("own_access");
    expect(change("owner", "owner", "admin", 2)).toBeNull();
    expect(change("owner", "owner", "owner", 1, true)).toBeNull();
  });
});
