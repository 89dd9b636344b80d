import { describe, expect, it } from "vitest";
import { poolMinerBody, subAccountMode, subMinerBody } from "./own-account";

describe("subAccountMode", () => {
  it("gives each account type its form for an owner or administrator", () => {
    expect(subAccountMode({ type: "operator", role: "owner" })).toBe("operator");
    expect(subAccountMode({ type: "pool", role: "admin" })).toBe("pool");
    expect(subAccountMode({ type: "miner", role: "owner" })).toBe("miner");
  });

  it("gives none without manage_settings, to the platform, or without an account", () => {
    expect(subAccountMode({ type: "miner", role: "viewer" })).toBeNull();
    expect(subAccountMode({ type: "pool", role: "accountant" })).toBeNull();
    expect(subAccountMode({ type: "pool" })).toBeNull();
    expect(subAccountMode({ type: "platform", role: "owner" })).toBeNull();
    expect(subAccountMode(null)).toBeNull();
  });
});

describe("poolMinerBody", () => {
  it("sends only the name when the e-mail and title are empty (the caller owns the account)", () => {
    expect(poolMinerBody({ accountName: "rig01", email: "  ", title: "" })).toEqual({
      account_name: "rig01",
    });
  });

  it("trims the e-mail and the title", () => {
    expect(poolMinerBody({ accountName: "rig01", email: " a@b.io ", title: " Farm " })).toEqual({
      account_name: "rig01",
      email: "a@b.io",
      title: "Farm",
    });
  });
});

describe("subMinerBody", () => {
  it("names the parent miner", () => {
    expect(subMinerBody("rig02", "p-1")).toEqual({ account_name: "rig02", parent_miner_id: "p-1" });
  });
});
