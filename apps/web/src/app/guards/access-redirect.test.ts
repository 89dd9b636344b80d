import { describe, expect, it } from "vitest";
import { guardedPages } from "../../features/accounts/types";
import { accessRedirect } from "./access-redirect";

describe("accessRedirect", () => {
  it("lets a pool account into every guarded page", () => {
    for (const page of guardedPages) expect(accessRedirect({ type: "pool", access: [] }, page)).toBeNull();
  });

  it("sends a platform account to main from every guarded page", () => {
    for (const page of guardedPages) {
      expect(accessRedirect({ type: "platform", access: [...guardedPages] }, page)).toBe("/");
    }
  });

  it("lets an other account only into the pages of its list", () => {
    const entry = { type: "other" as const, access: ["Payments" as const, "Workers" as const] };
    expect(accessRedirect(entry, "Payments")).toBeNull();
    expect(accessRedirect(entry, "Workers")).toBeNull();
    expect(accessRedirect(entry, "Transfers")).toBe("/");
    expect(accessRedirect(entry, "Referrals")).toBe("/");
    expect(accessRedirect(entry, "AccessControl")).toBe("/");
  });

  it("sends to main when no access entry exists", () => {
    expect(accessRedirect(null, "Workers")).toBe("/");
  });
});
