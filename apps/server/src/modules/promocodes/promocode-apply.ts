import type { AppliedPromocode, PromocodeRefusal } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { ppmToPercent } from "../../lib/decimal";
import { ProductError } from "../../lib/product-error";
import { addUtcDays, utcDayOf } from "../../lib/utc-day";
import { feeInForce } from "../fees/fee-in-force";
import { promocodeApplyRepository } from "./promocode-apply.repository";
import type { PromocodeRow } from "./promocodes.repository";

export type ApplyInput = {
  /** Upper-case, as stored. */
  code: string;
  minerId: string;
  /** Who applies it (the miner's owner or admin); null only for the demo seed. */
  user: { id: string; email: string } | null;
};

/** A 400 field error on `code` naming why an existing code does not apply. */
export const refused = (text: PromocodeRefusal, message: string) =>
  new ProductError("validation_failed", 400, message, [{ name: "code", text }]);

/** The comment of the fee period a code makes (the fee history shows it). */
export const promoComment = (code: string) => `Promo code ${code}`;

/** Why the code cannot apply today (UTC) to this miner, in the order a user can act on; null when it can. */
function refusalOf(
  row: PromocodeRow,
  today: string,
  email: string | null,
  hasReward: boolean,
): ProductError | null {
  if (row.status !== "active") return refused("promocode_inactive", "The promo code is not active");
  if (today < row.effectiveFrom) return refused("promocode_not_started", "The promo code is not valid yet");
  if (row.effectiveTo !== null && today > row.effectiveTo) {
    return refused("promocode_expired", "The promo code has expired");
  }
  if (row.userRestriction && (email === null || !row.allowedUsers.includes(email.toLowerCase()))) {
    return refused("promocode_not_allowed", "The promo code is not available to this user");
  }
  if (row.type === "welcome" && hasReward) {
    return refused("promocode_welcome_only_new", "A welcome code is for miners without rewards yet");
  }
  if (row.type === "loyalty" && !hasReward) {
    return refused("promocode_loyalty_only_rewarded", "A loyalty code is for miners with rewards");
  }
  return null;
}

/**
 * Applies a promo code to a miner (the caller's right to do so is checked before): in one transaction under the
 * code's row lock (`SELECT ... FOR UPDATE`), so `usage_limit` and `user_usage_limit` hold under concurrent
 * applies. The effect is one `miner_fees` period from tomorrow (UTC: the next settlement day) for
 * `duration_days` days, or open-ended when perpetual: `abs` sets the fee to the value, `rel` lowers the miner's
 * pool fee in force on that day by it (not below 0). Newest `created_at` wins, so it overrides older periods.
 */
export async function applyPromocode(db: Db, clock: Clock, input: ApplyInput): Promise<AppliedPromocode> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const repo = promocodeApplyRepository(tx);
    const row = await repo.lockByCode(input.code);
    if (!row) throw ProductError.notFound("No such promo code");
    const now = clock.now();
    const today = utcDayOf(now);
    const refusal = refusalOf(row, today, input.user?.email ?? null, await repo.hasReward(input.minerId));
    if (refusal) throw refusal;
    const usage = await repo.usage(row.id, input.minerId, input.user?.id ?? null);
    if (usage.onMiner) {
      throw new ProductError(
        "promocode_already_applied",
        409,
        "The promo code is already applied to this miner",
      );
    }
    if (row.usageLimit !== null && usage.total >= row.usageLimit) {
      throw refused("promocode_used_up", "The promo code has been used as many times as it may");
    }
    if (row.userUsageLimit !== null && usage.byUser >= row.userUsageLimit) {
      throw refused(
        "promocode_user_limit_reached",
        "This user has used the promo code as many times as allowed",
      );
    }
    const startDate = addUtcDays(today, 1);
    const endDate = row.perpetual ? null : addUtcDays(startDate, (row.durationDays ?? 1) - 1);
    let ppm = row.feeValue;
    if (row.feeType === "rel") {
      const current = (await feeInForce(tx, [input.minerId], startDate)).get(input.minerId);
      if (!current) throw ProductError.notFound("No such miner");
      ppm = Math.max(0, current.poolPpm - row.feeValue);
    }
    await repo.insert({
      promocodeId: row.id,
      minerId: input.minerId,
      userId: input.user?.id ?? null,
      fee: { ppm, startDate, endDate, comment: promoComment(row.code) },
      at: now,
    });
    return { code: row.code, fee_percent: ppmToPercent(ppm), start_date: startDate, end_date: endDate };
  });
}
