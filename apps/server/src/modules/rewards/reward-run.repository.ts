import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { namedQuery } from "../../db/named-query";
import { minerRollups, miners, payments, profitSharings } from "../../db/schema";
import { ppmToPercent } from "../../lib/decimal";
import type { SplitShare } from "../profit-sharing/split-math";
import { boundedDifficulty, maxRowDifficulty } from "../telemetry/hashrate/hashrate";

/** The rollup size a settlement day is summed from: 4 h buckets, six per UTC day, written at ingest. */
export const dayBucketSeconds = 14_400;

type MinerDay = { minerId: string; poolId: string; operatorId: string | null; difficulty: number };

/** One miner's `minerDifficulty`, as a named statement: a dashboard's processing-earnings runs it on each call. */
const oneMinerDayText = `select m.id as miner_id, m.pool_id, m.operator_id,
    sum(least(r.accepted_difficulty, ${maxRowDifficulty}::float8))::float8 as difficulty
  from miner_rollups r join miners m on m.id = r.miner_id
  where r.miner_id = $1::uuid and r.bucket_seconds = ${dayBucketSeconds} and r.bucket_start >= $2::timestamptz
    and r.bucket_start < $3::timestamptz and m.deleted_at is null
  group by m.id, m.pool_id, m.operator_id`;

/** Drizzle access for the reward run and the earnings estimates. */
export function rewardRunRepository(db: Db) {
  return {
    /**
     * Accepted difficulty per miner (not deleted) in [from, to), from the 4 h buckets starting there, with the
     * miner's pool and operator now; miners without accepted shares are absent. Ordered by miner id.
     */
    async minerDifficulty(
      from: Date,
      to: Date,
      where?: { poolId?: string; operatorId?: string; minerId?: string },
    ): Promise<MinerDay[]> {
      if (where?.minerId && !where.poolId && !where.operatorId) {
        const rows = await namedQuery<{
          miner_id: string;
          pool_id: string;
          operator_id: string | null;
          difficulty: number;
        }>(db, "one_miner_day_difficulty", oneMinerDayText, [
          where.minerId,
          from.toISOString(),
          to.toISOString(),
        ]);
        return rows
          .map((r) => ({
            minerId: r.miner_id,
            poolId: r.pool_id,
            operatorId: r.operator_id,
            difficulty: Number(r.difficulty),
          }))
          .filter((r) => r.difficulty > 0);
      }
      const rows = await db
        .select({
          minerId: miners.id,
          poolId: miners.poolId,
          operatorId: miners.operatorId,
          // Bounded per row: a legacy corrupt row sums to a finite number that the money math then refuses.
          difficulty: sql<number>`sum(${boundedDifficulty(sql`${minerRollups.acceptedDifficulty}`)})::float8`,
        })
        .from(minerRollups)
        .innerJoin(miners, eq(miners.id, minerRollups.minerId))
        .where(
          and(
            eq(minerRollups.bucketSeconds, dayBucketSeconds),
            gte(minerRollups.bucketStart, from),
            lt(minerRollups.bucketStart, to),
            isNull(miners.deletedAt),
            where?.poolId ? eq(miners.poolId, where.poolId) : undefined,
            where?.operatorId ? eq(miners.operatorId, where.operatorId) : undefined,
            where?.minerId ? eq(miners.id, where.minerId) : undefined,
          ),
        )
        .groupBy(miners.id, miners.poolId, miners.operatorId)
        .orderBy(asc(miners.id));
      return rows
        .map((r) => ({ ...r, difficulty: Number(r.difficulty) }))
        .filter((r): r is MinerDay => r.difficulty > 0);
    },
    /**
     * A completed incoming `reward` payment of the day, answering its id; a repeat (same miner and day) inserts
     * nothing and answers null. A refund of unallocated funds (`unallocated_funds_id` in its details) is outside
     * that once-a-day key.
     */
    async insertRewardPayment(row: {
      minerId: string;
      day: string;
      amount: bigint;
      details: Record<string, unknown>;
      ledgerEntryId: string;
      at: Date;
    }): Promise<string | null> {
      const [created] = await db
        .insert(payments)
        .values({
          minerId: row.minerId,
          type: "reward",
          direction: "incoming",
          status: "completed",
          amount: row.amount,
          settlementDay: row.day,
          details: row.details,
          ledgerEntryId: row.ledgerEntryId,
          createdAt: row.at,
          updatedAt: row.at,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return created?.id ?? null;
    },
    /**
     * The payments of a day's shares (same ledger entry as the reward), `sort_rank` 1 so they list after the
     * day's reward: for profit sharing a `profit_sharing` row outgoing for the donor and incoming for the
     * recipient, each naming the other; for a referral a `referral` row incoming for the referrer only (paid
     * from the pool's fee; no counterparty: lists show the referred account masked, from the split in
     * `details`). `details`: the split, its type and percent, and the amount it was a percent of (`base`: the
     * donor's net or the pool's fee).
     */
    async insertSharePayments(
      shares: (SplitShare & { donorMinerId: string; base: bigint })[],
      entry: { day: string; ledgerEntryId: string; at: Date },
    ): Promise<void> {
      const rows = shares.flatMap((s) => {
        const common = {
          type: s.type,
          sortRank: 1,
          status: "completed",
          amount: s.amount,
          settlementDay: entry.day,
          ledgerEntryId: entry.ledgerEntryId,
          createdAt: entry.at,
          updatedAt: entry.at,
          details: {
            profit_sharing_id: s.id,
            sharing_type: s.type,
            percent: ppmToPercent(s.ppm),
            base: Number(s.base),
          },
        };
        const incoming = {
          ...common,
          minerId: s.recipientMinerId,
          direction: "incoming",
          counterpartyMinerId: s.type === "referral" ? null : s.donorMinerId,
        };
        if (s.type === "referral") return [incoming];
        return [
          {
            ...common,
            minerId: s.donorMinerId,
            direction: "outgoing",
            counterpartyMinerId: s.recipientMinerId,
          },
          incoming,
        ];
      });
      if (rows.length > 0) await db.insert(payments).values(rows);
    },
    /**
     * Each operator's `operator_fee` payment of the day: the sum of its fee postings in the day's reward entries
     * (the customers one by one: `GET operators/{id}/fee-income/{day}` reads those postings), once per day.
     */
    async insertOperatorFeePayments(
      income: Map<string, { amount: bigint; customers: number }>,
      entry: { day: string; at: Date },
    ): Promise<void> {
      const rows = [...income].map(([operatorId, { amount, customers }]) => ({
        operatorId,
        type: "operator_fee",
        direction: "incoming",
        status: "completed",
        amount,
        settlementDay: entry.day,
        details: { customers },
        createdAt: entry.at,
        updatedAt: entry.at,
      }));
      if (rows.length > 0) await db.insert(payments).values(rows).onConflictDoNothing();
    },
    /**
     * Adds a day's shares to their versions' running figures (`paid_total`; `paid_last_day` and its amount when
     * the day is the newest paid, so a past day run late does not move them back).
     */
    async recordSharesPaid(shares: SplitShare[], day: string): Promise<void> {
      for (const s of shares) {
        await db
          .update(profitSharings)
          .set({
            paidTotal: sql`${profitSharings.paidTotal} + ${s.amount}`,
            paidLastAmount: sql`case when ${profitSharings.paidLastDay} is null or ${profitSharings.paidLastDay} < ${day} then ${s.amount} when ${profitSharings.paidLastDay} = ${day} then ${profitSharings.paidLastAmount} + ${s.amount} else ${profitSharings.paidLastAmount} end`,
            paidLastDay: sql`greatest(${profitSharings.paidLastDay}, ${day}::date)`,
          })
          .where(eq(profitSharings.id, s.id));
      }
    },
  };
}
