import { describe, expect, it } from "vitest";
import { parsePayoutFeeLevels } from "./fee-levels";
import { payoutAmount } from "./payout-run";

const now = new Date("2026-03-02T14:00:00Z");
const open = new Date("2026-03-01T14:00:00Z");

describe("payoutAmount (satoshis)", () => {
  it("pays the whole balance from the minimum on", () => {
    const rule = { minPayment: 100_000n, maxPayment: 0n, pausedUntil: open };
    expect(payoutAmount(99_999n, rule, now)).toBe(0n);
    expect(payoutAmount(100_000n, rule, now)).toBe(100_000n);
    expect(payoutAmount(123_456_789n, rule, now)).toBe(123_456_789n);
  });

  it("caps by a non-zero maximum; 0 disables the cap", () => {
    const capped = { minPayment: 50_000n, maxPayment: 80_000n, pausedUntil: open };
    expect(payoutAmount(80_000n, capped, now)).toBe(80_000n);
    expect(payoutAmount(80_001n, capped, now)).toBe(80_000n);
    expect(payoutAmount(79_999n, capped, now)).toBe(79_999n);
    expect(payoutAmount(49_999n, capped, now)).toBe(0n);
  });

  it("pays nothing while the address is paused: 1 s before its end none, at its end paid", () => {
    const rule = { minPayment: 10_000n, maxPayment: 0n };
    expect(payoutAmount(50_000n, { ...rule, pausedUntil: new Date(now.getTime() + 1000) }, now)).toBe(0n);
    expect(payoutAmount(50_000n, { ...rule, pausedUntil: now }, now)).toBe(50_000n);
  });

  it("never pays an empty or negative balance, even with a zero minimum", () => {
    const rule = { minPayment: 0n, maxPayment: 0n, pausedUntil: open };
    expect(payoutAmount(0n, rule, now)).toBe(0n);
    expect(payoutAmount(-5n, rule, now)).toBe(0n);
  });
});

describe("PAYOUT_FEE_LEVELS", () => {
  it("reads LOW, MEDIUM, HIGH in sat/vB and refuses anything else", () => {
    expect(parsePayoutFeeLevels("LOW=2,MEDIUM=6,HIGH=15")).toEqual({ LOW: 2, MEDIUM: 6, HIGH: 15 });
    expect(parsePayoutFeeLevels(" HIGH=40 , LOW=1,MEDIUM=9")).toEqual({ LOW: 1, MEDIUM: 9, HIGH: 40 });
    for (const bad of [
      "LOW=2,MEDIUM=6",
      "LOW=0,MEDIUM=6,HIGH=15",
      "LOW=2,LOW=3,MEDIUM=6,HIGH=15",
      "LOW=2.5,MEDIUM=6,HIGH=15",
      "x",
    ])
      expect(parsePayoutFeeLevels(bad)).toBeNull();
  });
});
