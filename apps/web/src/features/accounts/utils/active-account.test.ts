import { describe, expect, it } from "vitest";
import type { Permission } from "../types";
import {
  chooseActiveAccount,
  pathAfterAccountChange,
  readSavedAccountId,
  saveAccountId,
} from "./active-account";
import { orderAccounts } from "./order-accounts";

const miner: Permission = { id: "m1", type: "miner", account_name: "alice" };
const operator: Permission = { id: "o1", type: "operator", operator_name: "hub" };
const pool: Permission = { id: "p1", type: "pool", pool_name: "main" };
const platform: Permission = { id: "x1", type: "platform" };

describe("orderAccounts", () => {
  it("orders pool, then operator, then miner, platform last, keeping order within a type", () => {
    const miner2: Permission = { id: "m2", type: "miner", account_name: "bob" };
    expect(orderAccounts([miner, platform, miner2, operator, pool]).map((p) => p.id)).toEqual([
      "p1",
      "o1",
      "m1",
      "m2",
      "x1",
    ]);
  });
});

describe("chooseActiveAccount", () => {
  it("takes the saved permission id when it still exists", () => {
    expect(chooseActiveAccount([pool, miner], "m1")).toBe(miner);
  });

  it("takes the first after ordering when nothing is saved or the saved one is gone", () => {
    expect(chooseActiveAccount([miner, operator], null)).toBe(operator);
    expect(chooseActiveAccount([miner, pool], "gone")).toBe(pool);
  });

  it("has no active account without permissions", () => {
    expect(chooseActiveAccount([], "m1")).toBeNull();
  });

  it("saves and reads the choice in localStorage", () => {
    saveAccountId("o1");
    expect(readSavedAccountId()).toBe("o1");
    expect(chooseActiveAccount([pool, operator], readSavedAccountId())).toBe(operator);
  });
});

describe("pathAfterAccountChange", () => {
  it("sends a platform account to /platform and every other to main", () => {
    expect(pathAfterAccountChange(platform)).toBe("/platform");
    expect(pathAfterAccountChange(pool)).toBe("/");
    expect(pathAfterAccountChange(miner)).toBe("/");
  });
});
