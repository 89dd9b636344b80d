import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { miners, payments, pools, profitSharings, promocodes, referrerCodes } from "../../db/schema";

const referred = alias(miners, "referred");
const referrer = alias(miners, "referrer");

/** The referrer's referral income (`referral` payments, incoming). */
const referralPayments = (referrerId: string) =>
  and(eq(payments.minerId, referrerId), eq(payments.type, "referral"), eq(payments.direction, "incoming"));

const referralsTo = (referrerId: string) =>
  and(eq(profitSharings.recipientMinerId, referrerId), eq(profitSharings.type, "referral"));

/** Drizzle access for referral codes and referrals. */
export function referralsRepository(db: Db) {
  return {
    /** The miner's codes, oldest first, each with how many miners signed up with it. */
    async codesOf(minerId: string) {
      return db
        .select({
          id: referrerCodes.id,
          code: referrerCodes.code,
          createdAt: referrerCodes.createdAt,
          referrals: count(profitSharings.id),
        })
        .from(referrerCodes)
        .leftJoin(profitSharings, eq(profitSharings.referrerCodeId, referrerCodes.id))
        .where(eq(referrerCodes.minerId, minerId))
        .groupBy(referrerCodes.id)
        .orderBy(referrerCodes.createdAt, referrerCodes.id);
    },
    /** Takes the miner's row lock, so two first reads make one code. */
    async lockMiner(minerId: string) {
      await db.select({ id: miners.id }).from(miners).where(eq(miners.id, minerId)).for("update");
    },
    /** A code stored for the miner; null when another code (either kind) holds that text already. */
    async insertCode(minerId: string, code: string, at: Date) {
      const [promo] = await db
        .select({ id: promocodes.id })
        .from(promocodes)
        .where(eq(promocodes.code, code));
      if (promo) return null;
      const [row] = await db
        .insert(referrerCodes)
        .values({ minerId, code, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: referrerCodes.id, code: referrerCodes.code, createdAt: referrerCodes.createdAt });
      return row ?? null;
    },
    /** A referral code with its miner (deleted ones too). */
    async codeByText(code: string) {
      const [row] = await db
        .select({
          id: referrerCodes.id,
          referrerId: referrer.id,
          poolId: referrer.poolId,
          deletedAt: referrer.deletedAt,
        })
        .from(referrerCodes)
        .innerJoin(referrer, eq(referrer.id, referrerCodes.minerId))
        .where(eq(referrerCodes.code, code));
      return row ?? null;
    },
    async minerPool(minerId: string) {
      const [row] = await db
        .select({
          id: miners.id,
          poolId: miners.poolId,
          sharePpm: pools.referralSharePpm,
          durationDays: pools.referralDurationDays,
        })
        .from(miners)
        .innerJoin(pools, eq(pools.id, miners.poolId))
        .where(eq(miners.id, minerId));
      return row ?? null;
    },
    async poolTerms(poolId: string) {
      const [row] = await db
        .select({ sharePpm: pools.referralSharePpm, durationDays: pools.referralDurationDays })
        .from(pools)
        .where(eq(pools.id, poolId));
      return row ?? null;
    },
    async setPoolTerms(poolId: string, terms: { sharePpm: number; durationDays: number }) {
      await db
        .update(pools)
        .set({ referralSharePpm: terms.sharePpm, referralDurationDays: terms.durationDays })
        .where(eq(pools.id, poolId));
    },
    /** Inserts the referral split; false when the miner was referred already (one referral per miner). */
    async insertReferral(row: typeof profitSharings.$inferInsert) {
      const [created] = await db
        .insert(profitSharings)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: profitSharings.id });
      return created !== undefined;
    },
    /**
     * The miners referred to `referrerId`, newest first, with the code they used and what each paid the
     * referrer (the version's running figures, kept by the reward run).
     */
    async referralsOf(referrerId: string, page: number, perPage: number) {
      const rows = await db
        .select({
          id: profitSharings.id,
          minerId: referred.id,
          accountName: referred.accountName,
          code: referrerCodes.code,
          startDate: profitSharings.startDate,
          endDate: profitSharings.endDate,
          paidTotal: profitSharings.paidTotal,
          paidLastDay: profitSharings.paidLastDay,
          paidLastAmount: profitSharings.paidLastAmount,
        })
        .from(profitSharings)
        .innerJoin(referred, eq(referred.id, profitSharings.donorMinerId))
        .leftJoin(referrerCodes, eq(referrerCodes.id, profitSharings.referrerCodeId))
        .where(referralsTo(referrerId))
        .orderBy(desc(profitSharings.startDate), desc(profitSharings.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [sums] = await db
        .select({
          n: count(),
          total: sql<string>`coalesce(sum(${profitSharings.paidTotal}), 0)::text`,
          lastDay: sql<string | null>`max(${profitSharings.paidLastDay})::text`,
        })
        .from(profitSharings)
        .where(referralsTo(referrerId));
      return {
        rows,
        total: sums?.n ?? 0,
        earned: BigInt(sums?.total ?? "0"),
        lastDay: sums?.lastDay ?? null,
      };
    },
    /** The referrer's referral earnings per settlement day since `sinceDay`, newest first. */
    async dailyEarnings(referrerId: string, sinceDay: string) {
      const daily = await db
        .select({ day: payments.settlementDay, amount: sql<string>`sum(${payments.amount})::text` })
        .from(payments)
        .where(and(referralPayments(referrerId), gte(payments.settlementDay, sinceDay)))
        .groupBy(payments.settlementDay)
        .orderBy(desc(payments.settlementDay));
      return daily.flatMap((d) => (d.day ? [{ day: d.day, amount: BigInt(d.amount) }] : []));
    },
  };
}
export type ReferralsRepository = ReturnType<typeof referralsRepository>;
