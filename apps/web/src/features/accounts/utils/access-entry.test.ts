import { describe, expect, it } from "vitest";
import { guardedPages } from "../types";
import { accessEntryFor, hasPageAccess } from "./access-entry";

describe("accessEntryFor", () => {
  it("gives a pool account type pool and a platform account type platform", () => {
    expect(accessEntryFor({ id: "1", type: "pool" })?.type).toBe("pool");
    expect(accessEntryFor({ id: "2", type: "platform" })).toEqual({ type: "platform", access: [] });
  });

  it("gives miners and operators type other with the pages of their section permissions", () => {
    const entry = accessEntryFor({
      id: "3",
      type: "miner",
      sections: ["section_payments_read", "section_virtual_mining_read", "total_fee_hide"],
    });
    expect(entry).toEqual({ type: "other", access: ["Payments", "Transfers"] });
  });

  it("gives an owner without a section list every guarded page", () => {
    expect(accessEntryFor({ id: "4", type: "operator" })).toEqual({
      type: "other",
      access: [...guardedPages],
    });
  });

  it("has no entry without an account", () => {
    expect(accessEntryFor(null)).toBeNull();
  });
});

describe("hasPageAccess", () => {
  it("follows the access type", () => {
    expect(hasPageAccess({ type: "pool", access: [] }, "Referrals")).toBe(true);
    expect(hasPageAccess({ type: "platform", access: ["Referrals"] }, "Referrals")).toBe(false);
    expect(hasPageAccess({ type: "other", access: ["Referrals"] }, "Referrals")).toBe(true);
    expect(hasPageAccess({ type: "other", access: ["Referrals"] }, "Workers")).toBe(false);
    expect(hasPageAccess(null, "Workers")).toBe(false);
  });
});
