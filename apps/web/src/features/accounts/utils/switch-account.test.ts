import { describe, expect, it, vi } from "vitest";
import { readSavedAccountId } from "./active-account";
import { hasSecondFactor } from "./second-factor";
import { switchAccount } from "./switch-account";

describe("switchAccount", () => {
  it("saves the choice and goes to main with replace", () => {
    const navigate = vi.fn();
    expect(switchAccount({ id: "m1", type: "miner", account_name: "bob" }, navigate)).toBe("/");
    expect(readSavedAccountId()).toBe("m1");
    expect(navigate).toHaveBeenCalledWith("/", { replace: true });
  });

  it("sends a platform account to /platform", () => {
    const navigate = vi.fn();
    switchAccount({ id: "x1", type: "platform" }, navigate);
    expect(navigate).toHaveBeenCalledWith("/platform", { replace: true });
  });
});

describe("hasSecondFactor", () => {
  it("is true with any of totp, lookup_secret, webauthn", () => {
    expect(hasSecondFactor({ password: true, totp: false, lookup_secret: false, webauthn: false })).toBe(
      false,
    );
    expect(hasSecondFactor({ password: true, totp: true })).toBe(true);
    expect(hasSecondFactor({ webauthn: true })).toBe(true);
    expect(hasSecondFactor(null)).toBe(false);
  });
});
