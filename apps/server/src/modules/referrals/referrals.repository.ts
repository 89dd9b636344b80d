import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { miners, payments, pools, profitSharings, promocodes, referrerCodes } from "../../db/schema";

const referred = alias(miners, "referred");
const referrer = alias(miners, "referrer");

/** The referrer's incoming referral payments (`profit_sharing` rows whose details say `referral`). */
const referralPayments = (referrerId: string) =>
  and(
    eq(payments.minerId, referrerId),
    eq(payments.type, "profit_sharing"),
    eq(payments.direction, "incoming"),
    sql`${payments.details}->>'sharing_type' = 'referral'`,
  );

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
    /** The miners referred to `referrerId`, newest first, with the code they used. */
    async referralsOf(referrerId: string, page: number, perPage: number) {
      const where = and(eq(profitSharings.recipientMinerId, referrerId), eq(profitSharings.type, "referral"));
      const rows = await db
        .select({
          id: profitSharings.id,
          minerId: referred.id,
          accountName: referred.accountName,
          code: referrerCodes.code,
          startDate: profitSharings.startDate,
          endDate: profitSharings.endDate,
        })
        .from(profitSharings)
        .innerJoin(referred, eq(referred.id, profitSharings.donorMinerId))
        .leftJoin(referrerCodes, eq(referrerCodes.id, profitSharings.referrerCodeId))
        .where(where)
        .orderBy(desc(profitSharings.startDate), desc(profitSharings.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(profitSharings).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /** What the referrer earned from each of `splitIds`, in total and on `day`. */
    async earnedBySplit(referrerId: string, splitIds: string[], day: string | null) {
      if (splitIds.length === 0) return new Map<string, { total: bigint; onDay: bigint }>();
      const splitId = sql<string>`${payments.details}->>'profit_sharing_id'`;
      const rows = await db
        .select({
          splitId,
          total: sql<string>`sum(${payments.amount})::text`,
          onDay: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.settlementDay} = ${day}), 0)::text`,
        })
        .from(payments)
        .where(and(referralPayments(referrerId), inArray(splitId, splitIds)))
        .groupBy(splitId);
      return new Map(rows.map((r) => [r.splitId, { total: BigInt(r.total), onDay: BigInt(r.onDay) }]));
    },
    /** The referrer's referral earnings: all of them, the newest settled day, and per day since `sinceDay`. */
    async earnings(referrerId: string, sinceDay: string) {
      const [all] = await db
        .select({
          total: sql<string>`coalesce(sum(${payments.amount}), 0)::text`,
          lastDay: sql<string | null>`max(${payments.settlementDay})::text`,
        })
        .from(payments)
        .where(referralPayments(referrerId));
      const daily = await db
        .select({ day: payments.settlementDay, amount: sql<string>`sum(${payments.amount})::text` })
        .from(payments)
        .where(and(referralPayments(referrerId), gte(payments.settlementDay, sinceDay)))
        .groupBy(payments.settlementDay)
        .orderBy(desc(payments.settlementDay));
      return {
        total: BigInt(all?.total ?? "0"),
        lastDay: all?.lastDay ?? null,
        daily: daily.flatMap((d) => (d.day ? [{ day: d.day, amount: BigInt(d.amount) }] : [])),
      };
    },
  };
}
export type ReferralsRepository = ReturnType<typeof referralsRepository>;
