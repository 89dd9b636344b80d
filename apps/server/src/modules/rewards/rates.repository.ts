import { and, desc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rewardRates } from "../../db/schema";
import { currentPoolId } from "../pools/pools.repository";

export type RateRow = typeof rewardRates.$inferSelect;

/** Drizzle access to `reward_rates`. */
export function ratesRepository(db: Db) {
  return {
    currentPoolId: () => currentPoolId(db),
    /** Every rate of the pool, newest first (as the rule picks them). */
    history(poolId: string): Promise<RateRow[]> {
      return db
        .select()
        .from(rewardRates)
        .where(eq(rewardRates.poolId, poolId))
        .orderBy(desc(rewardRates.effectiveFrom), desc(rewardRates.createdAt));
    },
    async insert(rate: Omit<typeof rewardRates.$inferInsert, "id">): Promise<RateRow> {
      const [row] = await db.insert(rewardRates).values(rate).returning();
      if (!row) throw new Error("reward rate not inserted");
      return row;
    },
    /** Per pool, the rate in force on `day`: effective_from <= day, newest effective_from then created_at. */
    inForce(poolIds: string[], day: string): Promise<RateRow[]> {
      if (poolIds.length === 0) return Promise.resolve([]);
      return db
        .selectDistinctOn([rewardRates.poolId])
        .from(rewardRates)
        .where(and(inArray(rewardRates.poolId, poolIds), lte(rewardRates.effectiveFrom, day)))
        .orderBy(rewardRates.poolId, desc(rewardRates.effectiveFrom), desc(rewardRates.createdAt));
    },
  };
}
export type RatesRepository = ReturnType<typeof ratesRepository>;

/** The rate in force on `day` per pool id, in msats per TH/s per day (pools without one are absent). */
export async function ratesInForce(db: Db, poolIds: string[], day: string): Promise<Map<string, bigint>> {
  const rows = await ratesRepository(db).inForce(poolIds, day);
  return new Map(rows.map((r) => [r.poolId, r.msatsPerThDay]));
}
