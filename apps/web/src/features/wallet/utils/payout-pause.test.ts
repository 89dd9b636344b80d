import { describe, expect, it } from "vitest";
import { payoutPauseEnd } from "./payout-pause";

const now = new Date("2026-11-21T12:00:00Z");

describe("the payout pause after an address change", () => {
  it("shows while the wallet's payouts_paused_until is in the future", () => {
    expect(payoutPauseEnd({ payouts_paused_until: "2026-11-22T11:00:00Z" }, null, now)).toBe(
      "2026-11-22T11:00:00Z",
    );
  });

  it("is over at its end and after it, and absent without a pause", () => {
    expect(payoutPauseEnd({ payouts_paused_until: "2026-11-21T12:00:00Z" }, null, now)).toBeNull();
    expect(payoutPauseEnd({ payouts_paused_until: "2026-11-20T12:00:00Z" }, null, now)).toBeNull();
    expect(payoutPauseEnd({ payouts_paused_until: null }, null, now)).toBeNull();
    expect(payoutPauseEnd(undefined, null, now)).toBeNull();
  });

  it("takes the just-added address's pause (24 h on) before the wallet is read again, the later of both", () => {
    const added = { paused_until: "2026-11-22T12:00:00Z" };
    expect(payoutPauseEnd({ payouts_paused_until: null }, added, now)).toBe("2026-11-22T12:00:00Z");
    expect(payoutPauseEnd({ payouts_paused_until: "2026-11-22T11:00:00Z" }, added, now)).toBe(
      "2026-11-22T12:00:00Z",
    );
    expect(payoutPauseEnd({ payouts_paused_until: "2026-11-22T13:00:00Z" }, added, now)).toBe(
      "2026-11-22T13:00:00Z",
    );
  });
});
