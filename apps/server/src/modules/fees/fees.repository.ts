import { and, desc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { minerFees, miners, operatorFees, pools } from "../../db/schema";

export type FeeRow = typeof minerFees.$inferSelect;
export type NewFee = Omit<typeof minerFees.$inferInsert, "id">;

/** A fee row covers day D when start_date <= D <= end_date (an open end covers every later day). */
const covers = (t: typeof minerFees | typeof operatorFees, day: string) =>
  and(lte(t.startDate, day), or(isNull(t.endDate), gte(t.endDate, day)));

/** Drizzle access to `miner_fees` and `operator_fees`. */
export function feesRepository(db: Db) {
  return {
    async miner(id: string) {
      const [row] = await db
        .select({ id: miners.id, poolId: miners.poolId, operatorId: miners.operatorId, feePpm: pools.feePpm })
        .from(miners)
        .innerJoin(pools, eq(pools.id, miners.poolId))
        .where(and(eq(miners.id, id), isNull(miners.deletedAt)));
      return row ?? null;
    },
    listMinerFees(minerId: string): Promise<FeeRow[]> {
      return db
        .select()
        .from(minerFees)
        .where(eq(minerFees.minerId, minerId))
        .orderBy(desc(minerFees.createdAt), desc(minerFees.startDate));
    },
    listOperatorFees(operatorId: string, minerId: string): Promise<FeeRow[]> {
      return db
        .select()
        .from(operatorFees)
        .where(and(eq(operatorFees.operatorId, operatorId), eq(operatorFees.minerId, minerId)))
        .orderBy(desc(operatorFees.createdAt), desc(operatorFees.startDate));
    },
    async insertMinerFee(fee: NewFee): Promise<FeeRow> {
      const [row] = await db.insert(minerFees).values(fee).returning();
      if (!row) throw new Error("miner fee not inserted");
      return row;
    },
    async insertOperatorFee(fee: NewFee & { operatorId: string }): Promise<FeeRow> {
      const [row] = await db.insert(operatorFees).values(fee).returning();
      if (!row) throw new Error("operator fee not inserted");
      return row;
    },
    /** Each miner's pool and operator, with the pool's default fee (deleted miners too: history). */
    minersWithPool(minerIds: string[]) {
      return db
        .select({ id: miners.id, operatorId: miners.operatorId, feePpm: pools.feePpm })
        .from(miners)
        .innerJoin(pools, eq(pools.id, miners.poolId))
        .where(inArray(miners.id, minerIds));
    },
    /** The newest (created_at) miner fee covering `day`, per miner. */
    minerFeesOn(minerIds: string[], day: string) {
      return db
        .selectDistinctOn([minerFees.minerId], { minerId: minerFees.minerId, ppm: minerFees.ppm })
        .from(minerFees)
        .where(and(inArray(minerFees.minerId, minerIds), covers(minerFees, day)))
        .orderBy(minerFees.minerId, desc(minerFees.createdAt));
    },
    /** The newest operator fee covering `day`, per miner, of the operator the miner has now. */
    operatorFeesOn(minerIds: string[], day: string) {
      return db
        .selectDistinctOn([operatorFees.minerId], { minerId: operatorFees.minerId, ppm: operatorFees.ppm })
        .from(operatorFees)
        .innerJoin(
          miners,
          and(eq(miners.id, operatorFees.minerId), eq(miners.operatorId, operatorFees.operatorId)),
        )
        .where(and(inArray(operatorFees.minerId, minerIds), covers(operatorFees, day)))
        .orderBy(operatorFees.minerId, desc(operatorFees.createdAt));
    },
  };
}
export type FeesRepository = ReturnType<typeof feesRepository>;
