import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { addUtcDays, utcDayOf } from "../../lib/utc-day";
import { referralsRepository } from "./referrals.repository";

export type ReferralJoin =
  | { kind: "none" }
  | { kind: "referral"; applied: true; start_date: string; end_date: string }
  | { kind: "referral"; applied: false; reason: ReferralRefusal };
/** Why a referral code did not make a referral (the account is created all the same). */
export type ReferralRefusal =
  | "referrer_deleted"
  | "other_pool"
  | "same_miner"
  | "already_referred"
  | "referrals_off";

/**
 * A new miner signed up with referral `code` (`/auth/registration?promocode=CODE`, applied by the name step):
 * a `referral` split from the new miner to the code's miner, at the pool's share of its fee
 * (`pools.referral_share_ppm`) for `referral_duration_days` settlement days from tomorrow (00:00 UTC, like every
 * split). `{kind: "none"}` when no referral code has that text (the caller then says the code is unknown).
 */
export async function joinByReferrerCode(
  db: Db,
  clock: Clock,
  input: { minerId: string; code: string },
): Promise<ReferralJoin> {
  const repo = referralsRepository(db);
  const code = await repo.codeByText(input.code.trim().toUpperCase());
  if (!code) return { kind: "none" };
  const refused = (reason: ReferralRefusal): ReferralJoin => ({ kind: "referral", applied: false, reason });
  if (code.deletedAt) return refused("referrer_deleted");
  if (code.referrerId === input.minerId) return refused("same_miner");
  const miner = await repo.minerPool(input.minerId);
  if (!miner || miner.poolId !== code.poolId) return refused("other_pool");
  if (miner.sharePpm <= 0) return refused("referrals_off");
  const start = addUtcDays(utcDayOf(clock.now()), 1);
  const end = addUtcDays(start, miner.durationDays - 1);
  const made = await repo.insertReferral({
    donorMinerId: input.minerId,
    recipientMinerId: code.referrerId,
    type: "referral",
    ppm: miner.sharePpm,
    startDate: start,
    endDate: end,
    referrerCodeId: code.id,
    createdAt: clock.now(),
  });
  if (!made) return refused("already_referred");
  return { kind: "referral", applied: true, start_date: start, end_date: end };
}
