import type { FeeLevel } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { ProductError } from "../../lib/product-error";
import { utcDayOf } from "../../lib/utc-day";
import { currentPoolId } from "../pools/pools.repository";
import type { PayoutFeeLevels } from "./fee-levels";
import {
  type PayoutSchedulePatch,
  type PayoutScheduleRow,
  payoutScheduleRepository,
} from "./payout-schedule.repository";

export type ScheduleBody = { time_utc?: string; fee_level?: FeeLevel; fee_per_vbyte?: number };

/** The fee per vbyte a payout uses: the schedule's override when set, else its level's figure from config. */
export function feePerVbyteOf(row: PayoutScheduleRow, levels: PayoutFeeLevels): number {
  return row.feePerVbyte ?? levels[row.feeLevel as FeeLevel];
}

/** Today's run time of a schedule (`HH:MM` UTC) on the clock's day. */
export function scheduledAt(row: PayoutScheduleRow, now: Date): Date {
  return new Date(`${utcDayOf(now)}T${row.timeUtc}:00.000Z`);
}

export function scheduleView(row: PayoutScheduleRow, levels: PayoutFeeLevels) {
  return {
    time_utc: row.timeUtc,
    fee_level: row.feeLevel as FeeLevel,
    fee_per_vbyte: feePerVbyteOf(row, levels),
    fee_per_vbyte_override: row.feePerVbyte,
    level_fees: { ...levels },
  };
}

/** The current pool's payout schedule: read (made on first read), changed, fee override dropped. */
export function payoutScheduleService(db: Db, clock: Clock, levels: PayoutFeeLevels) {
  const repo = payoutScheduleRepository(db);
  async function current(): Promise<PayoutScheduleRow> {
    const poolId = await currentPoolId(db);
    if (!poolId) throw ProductError.notFound("There is no current pool");
    return repo.ensure(poolId, clock.now());
  }
  async function change(patch: PayoutSchedulePatch) {
    const row = await current();
    await repo.update(row.poolId, patch, clock.now());
    return scheduleView(await repo.ensure(row.poolId, clock.now()), levels);
  }
  return {
    async get() {
      return scheduleView(await current(), levels);
    },
    /** Only the fields given change; `fee_per_vbyte` sets the override (which wins over the level). */
    update(body: ScheduleBody) {
      const patch: PayoutSchedulePatch = {};
      if (body.time_utc !== undefined) patch.timeUtc = body.time_utc;
      if (body.fee_level !== undefined) patch.feeLevel = body.fee_level;
      if (body.fee_per_vbyte !== undefined) patch.feePerVbyte = body.fee_per_vbyte;
      return change(patch);
    },
    clearFeeOverride() {
      return change({ feePerVbyte: null });
    },
  };
}
