import { ingestLimits } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import {
  checkedGross,
  DifficultySumError,
  grossOf,
  hashesOf,
  maxDifficultySum,
  maxGrossSats,
  rewardOf,
  splitReward,
  thsOf,
} from "./reward-math";

describe("the FPPS reward rule (exact satoshis)", () => {
  it("turns a day's difficulty into hashes exactly: S x 2^32", () => {
    expect(hashesOf(1000)).toBe(4_294_967_296_000n);
    expect(hashesOf(2e12)).toBe(8_589_934_592_000_000_000_000n);
    expect(hashesOf(0.5)).toBe(2_147_483_648n);
    expect(hashesOf(0)).toBe(0n);
  });

  it("converts a sum to hashes and satoshis checked: exact within the bounds, a named error outside", () => {
    // 1e9 difficulty: hashes = 1e9 x 2^32 = 4,294,967,296,000,000,000;
    // gross = floor(4,294,967,296e9 x 52,500 / 8.64e19) = floor(2,609.789...) = 2,609 sat.
    expect(checkedGross(1e9, 52_500n)).toEqual({ hashes: 4_294_967_296_000_000_000n, gross: 2_609n });
    // 4e9 (the unallocated funds test's day): floor(17,179,869,184e9 x 52,500 / 8.64e19) = 10,439 sat.
    expect(checkedGross(4e9, 52_500n)).toEqual({ hashes: 17_179_869_184_000_000_000n, gross: 10_439n });
    // One share of the largest difficulty: 1e15 x 2^32 = 4,294,967,296e15 hashes; gross = floor(
    // 4,294,967,296e15 x 52,500 / 8.64e19) = floor(2,609,789,155.55...) = 2,609,789,155 sat (26.1 BTC).
    expect(checkedGross(ingestLimits.maxShareDifficulty, 52_500n)).toEqual({
      hashes: 4_294_967_296_000_000_000_000_000n,
      gross: 2_609_789_155n,
    });
    // No day of valid shares reaches the difficulty bound: six 4 h buckets of 2^63 shares of 1e15.
    expect(6 * 2 ** 63 * ingestLimits.maxShareDifficulty).toBeLessThan(maxDifficultySum);
    for (const [sum, reason] of [
      [Number.POSITIVE_INFINITY, "not_finite"],
      [Number.NaN, "not_finite"],
      [-1, "negative"],
      [1e308, "above_max_difficulty"],
      [maxDifficultySum * 2, "above_max_difficulty"],
    ] as const) {
      expect(() => hashesOf(sum)).toThrow(DifficultySumError);
      expect(() => hashesOf(sum)).toThrow(expect.objectContaining({ name: "DifficultySumError", reason }));
    }
    // 1e30 is a finite sum under the difficulty bound, but its gross (2.6e24 sat) is more than all bitcoin.
    expect(() => rewardOf(1e30, 52_500n, 9000, 0)).toThrow(
      expect.objectContaining({ name: "DifficultySumError", reason: "above_max_gross" }),
    );
    // The gross bound itself: 21,000,000 BTC. The largest sum credited at 52.5 sat is just under it.
    expect(maxGrossSats).toBe(2_100_000_000_000_000n);
    expect(checkedGross(8.04e20, 52_500n).gross).toBe(2_098_270_481_066_666n);
    expect(() => checkedGross(8.05e20, 52_500n)).toThrow(DifficultySumError);
  });

  it("credits a 99.4 TH/s farm at 52.5 sat per TH/s per day: gross, pool fee, operator fee, net", () => {
    // hashes = 2e12 x 2^32; gross = floor(hashes x 52500 / 8.64e19) = 5,219,578 sat (5219578.87...).
    const r = rewardOf(2e12, 52_500n, 9000, 10_000);
    expect(r.gross).toBe(5_219_578n);
    expect(r.net).toBe(5_120_406n); // floor(5219578 x 0.981)
    expect(r.operatorFee).toBe(52_195n); // floor(5219578 x 0.01)
    expect(r.poolFee).toBe(46_977n); // the rest: 5219578 - 5120406 - 52195
    expect(r.net + r.operatorFee + r.poolFee).toBe(r.gross);
    expect(thsOf(r.hashes, 86_400)).toBe("99420.539");
  });

  it("floors to the satoshi: a small miner's fraction stays unallocated and the split's rounding is the pool's", () => {
    // 20e6 difficulty: 52.19... sat gross -> 52; net floor(52 x 0.991) = 51; the pool gets 1.
    expect(grossOf(hashesOf(20_000_000), 52_500n)).toBe(52n);
    expect(splitReward(52n, 9000, 0)).toEqual({ gross: 52n, net: 51n, operatorFee: 0n, poolFee: 1n });
    // 1 sat gross with a 0.9 % fee: the miner's net floors to 0, the satoshi is the pool's.
    expect(splitReward(1n, 9000, 0)).toEqual({ gross: 1n, net: 0n, operatorFee: 0n, poolFee: 1n });
    expect(grossOf(1n, 52_500n)).toBe(0n);
  });

  it("pays everything with a 0 % fee, nothing with 100 %, and refuses fees above 100 %", () => {
    expect(splitReward(1000n, 0, 0)).toEqual({ gross: 1000n, net: 1000n, operatorFee: 0n, poolFee: 0n });
    expect(splitReward(1000n, 1_000_000, 0)).toEqual({
      gross: 1000n,
      net: 0n,
      operatorFee: 0n,
      poolFee: 1000n,
    });
    expect(() => splitReward(1000n, 900_000, 200_000)).toThrow();
  });

  it("formats the average hashrate floored to 3 decimals", () => {
    expect(thsOf(86_400n * 10n ** 12n, 86_400)).toBe("1.000");
    expect(thsOf(86_400n * 10n ** 12n - 1n, 86_400)).toBe("0.999");
    expect(thsOf(0n, 0)).toBe("0.000");
  });
});
