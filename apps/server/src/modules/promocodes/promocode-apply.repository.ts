import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { minerFees, payments, promocodeApplications, promocodes } from "../../db/schema";
import type { PromocodeRow } from "./promocodes.repository";

export type NewApplication = {
  promocodeId: string;
  minerId: string;
  userId: string | null;
  fee: { ppm: number; startDate: string; endDate: string | null; comment: string };
  at: Date;
};

/** Drizzle access for applying a promo code; every call runs on the transaction `db` it is given. */
export function promocodeApplyRepository(db: Db) {
  return {
    /** The code's row, locked until the transaction ends: applications of one code run one at a time. */
    async lockByCode(code: string): Promise<PromocodeRow | null> {
      const [row] = await db.select().from(promocodes).where(eq(promocodes.code, code)).for("update");
      return row ?? null;
    },
    /** Whether the miner has been credited a reward (any `reward` payment row). */
    async hasReward(minerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.minerId, minerId), eq(payments.type, "reward")))
        .limit(1);
      return row !== undefined;
    },
    /** Applications of the code: in all, by `userId`, and whether the miner has one. */
    async usage(promocodeId: string, minerId: string, userId: string | null) {
      const a = promocodeApplications;
      const total = await db.select({ n: count() }).from(a).where(eq(a.promocodeId, promocodeId));
      const byUser = userId
        ? await db
            .select({ n: count() })
            .from(a)
            .where(and(eq(a.promocodeId, promocodeId), eq(a.userId, userId)))
        : [{ n: 0 }];
      const [mine] = await db
        .select({ id: a.id })
        .from(a)
        .where(and(eq(a.promocodeId, promocodeId), eq(a.minerId, minerId)))
        .limit(1);
      return { total: total[0]?.n ?? 0, byUser: byUser[0]?.n ?? 0, onMiner: mine !== undefined };
    },
    /** The miner's fee period and the application that made it. */
    async insert(input: NewApplication): Promise<void> {
      const [fee] = await db
        .insert(minerFees)
        .values({ minerId: input.minerId, ...input.fee, createdBy: input.userId, createdAt: input.at })
        .returning({ id: minerFees.id });
      if (!fee) throw new Error("miner fee not inserted");
      await db.insert(promocodeApplications).values({
        promocodeId: input.promocodeId,
        minerId: input.minerId,
        userId: input.userId,
        minerFeeId: fee.id,
        appliedAt: input.at,
      });
    },
  };
}
export type PromocodeApplyRepository = ReturnType<typeof promocodeApplyRepository>;
