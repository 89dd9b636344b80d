import type { SharingType } from "@pithead/contract";
import type { RewardSplit } from "../rewards/reward-math";

const PPM = 1_000_000n;

/** A split version in force on the settled day (its recipient alive and in the donor's pool). */
export type SplitRule = { id: string; recipientMinerId: string; type: SharingType; ppm: number };
export type SplitShare = SplitRule & { amount: bigint };
export type SharedReward = {
  /** What the donor keeps: its net less every `profit_sharing` share. */
  donorNet: bigint;
  /** What the pool keeps: its fee less every `referral` share. */
  poolFee: bigint;
  /** Shares above zero satoshis, in the order of the rules. */
  shares: SplitShare[];
};

/**
 * How a miner's reward of one settled day is shared (SPEC section 5, issue 14), in integers:
 *   profit_sharing: share_i = floor(net x ppm_i / 10^6)       (the donor's percents sum to at most 100 %)
 *   referral:       share_j = floor(poolFee x ppm_j / 10^6)   (paid from the pool's fee; the donor loses nothing)
 * Each share is floored on its own; the remainders stay with the donor (profit sharing) or the pool (referral),
 * so nothing is created or lost: donorNet + sum(profit shares) = net and poolFee + sum(referral shares) = the
 * pool's fee. A share of 0 satoshis is left out. Percents of one kind above 100 % in total are a bug (the
 * writer refuses them under the donor's lock), thrown rather than paid.
 */
export function shareReward(reward: Pick<RewardSplit, "net" | "poolFee">, rules: SplitRule[]): SharedReward {
  for (const type of ["profit_sharing", "referral"] as const) {
    const total = rules.filter((r) => r.type === type).reduce((sum, r) => sum + BigInt(r.ppm), 0n);
    if (total > PPM) throw new Error(`${type} splits sum to ${total} ppm, above 100 %`);
  }
  const shares: SplitShare[] = [];
  let donorNet = reward.net;
  let poolFee = reward.poolFee;
  for (const rule of rules) {
    if (rule.ppm <= 0) continue;
    const base = rule.type === "profit_sharing" ? reward.net : reward.poolFee;
    const amount = (base * BigInt(rule.ppm)) / PPM;
    if (amount <= 0n) continue;
    if (rule.type === "profit_sharing") donorNet -= amount;
    else poolFee -= amount;
    shares.push({ ...rule, amount });
  }
  return { donorNet, poolFee, shares };
}
