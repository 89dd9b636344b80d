import { describe, expect, it } from "vitest";
import { splitReward } from "../rewards/reward-math";
import { type SplitRule, shareReward } from "./split-math";

const rule = (id: string, type: SplitRule["type"], ppm: number): SplitRule => ({
  id,
  recipientMinerId: `to-${id}`,
  type,
  ppm,
});

describe("shareReward", () => {
  it("pays two splits, a referral and a promo fee of one day to the satoshi", () => {
    // gross 1,234,567 sat at a promo fee of 0.5 % (5000 ppm) and no operator.
    const reward = splitReward(1_234_567n, 5000, 0);
    expect(reward).toEqual({ gross: 1_234_567n, net: 1_228_394n, operatorFee: 0n, poolFee: 6173n });
    const shared = shareReward(reward, [
      rule("a", "profit_sharing", 100_000), // 10 %
      rule("b", "profit_sharing", 333_333), // 33.3333 %
      rule("r", "referral", 200_000), // 20 % of the pool fee
    ]);
    // 10 %: floor(1,228,394 x 0.1) = 122,839; 33.3333 %: floor(1,228,394 x 333,333 / 10^6) = 409,464.
    expect(shared.shares.map((s) => [s.id, s.amount])).toEqual([
      ["a", 122_839n],
      ["b", 409_464n],
      ["r", 1234n],
    ]);
    expect(shared.donorNet).toBe(1_228_394n - 122_839n - 409_464n);
    expect(shared.donorNet).toBe(696_091n);
    // floor(6173 x 0.2) = 1234; the pool keeps 4939.
    expect(shared.poolFee).toBe(4939n);
    // Nothing created or lost.
    const paid = shared.shares.reduce((sum, s) => sum + s.amount, 0n);
    expect(shared.donorNet + shared.poolFee + paid).toBe(reward.net + reward.poolFee);
  });

  it("keeps the remainders with the donor when the splits sum to 100 %", () => {
    const shared = shareReward({ net: 1001n, poolFee: 9n }, [
      rule("a", "profit_sharing", 333_333),
      rule("b", "profit_sharing", 333_333),
      rule("c", "profit_sharing", 333_334),
    ]);
    // floor(1001 x 0.333333) = 333 twice, floor(1001 x 0.333334) = 333: the donor keeps 2.
    expect(shared.shares.map((s) => s.amount)).toEqual([333n, 333n, 333n]);
    expect(shared.donorNet).toBe(2n);
    const whole = shareReward({ net: 1000n, poolFee: 0n }, [rule("a", "profit_sharing", 1_000_000)]);
    expect(whole.donorNet).toBe(0n);
    expect(whole.shares[0]?.amount).toBe(1000n);
  });

  it("leaves out shares that floor to 0 satoshis and credits nothing without a reward", () => {
    const small = shareReward({ net: 9n, poolFee: 4n }, [
      rule("a", "profit_sharing", 100_000),
      rule("r", "referral", 200_000),
    ]);
    expect(small.shares).toEqual([]);
    expect(small.donorNet).toBe(9n);
    expect(small.poolFee).toBe(4n);
    expect(shareReward({ net: 0n, poolFee: 0n }, [rule("a", "profit_sharing", 500_000)]).shares).toEqual([]);
  });

  it("refuses percents of one kind above 100 % in total", () => {
    expect(() =>
      shareReward({ net: 100n, poolFee: 1n }, [
        rule("a", "profit_sharing", 600_000),
        rule("b", "profit_sharing", 400_001),
      ]),
    ).toThrow(/above 100 %/);
  });
});
