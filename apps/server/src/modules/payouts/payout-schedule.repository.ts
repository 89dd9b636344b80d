import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payoutSchedules } from "../../db/schema";

export type PayoutScheduleRow = typeof payoutSchedules.$inferSelect;
export type PayoutSchedulePatch = Partial<Pick<PayoutScheduleRow, "timeUtc" | "feeLevel" | "feePerVbyte">>;

/** Drizzle access to `payout_schedules` (one row per pool, made on first read with the defaults 14:00, MEDIUM). */
export function payoutScheduleRepository(db: Db) {
  return {
    /** The pool's schedule, made with the column defaults when it has none yet. */
    async ensure(poolId: string, at: Date): Promise<PayoutScheduleRow> {
      const read = () => db.select().from(payoutSchedules).where(eq(payoutSchedules.poolId, poolId));
      // Read first: the payout job asks every minute, and the row exists after its first day.
      const [existing] = await read();
      if (existing) return existing;
      await db.insert(payoutSchedules).values({ poolId, updatedAt: at }).onConflictDoNothing();
      const [row] = await read();
      if (!row) throw new Error(`payout schedule of pool ${poolId} vanished`);
      return row;
    },
    async update(poolId: string, patch: PayoutSchedulePatch, at: Date): Promise<void> {
      await db
        .update(payoutSchedules)
        .set({ ...patch, updatedAt: at })
        .where(eq(payoutSchedules.poolId, poolId));
    },
  };
}
