import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { namedQuery } from "../../../db/named-query";
import {
  type minerRollups,
  miners,
  operatorRollups,
  poolRollups,
  workerRollups,
  workers,
} from "../../../db/schema";
import { withinLimit } from "../../../lib/whole-pool-read";
import type { ShareTimes } from "./chart-status";
import type { BucketSums, ChartWindow } from "./chart-window";

/** Buckets per owner id, and the owners' first and last share. */
export type OwnerBuckets = Map<string, BucketSums[]>;
export type WorkerOwner = ShareTimes & { id: string; minerId: string };

type RollupTable = typeof poolRollups | typeof operatorRollups | typeof minerRollups | typeof workerRollups;

const inWindow = (table: RollupTable, w: ChartWindow) =>
  and(eq(table.bucketSeconds, w.bucketSeconds), gte(table.bucketStart, w.from), lt(table.bucketStart, w.to));
const firstSeen = () => sql<Date | null>`min(${workers.firstSeen})`.mapWith(workers.firstSeen);
const lastShare = () => sql<Date | null>`max(${workers.lastShareAt})`.mapWith(workers.lastShareAt);

/** The window's rows of one rollup table for `ids` (one row per owner and bucket: its primary key). */
async function ownerBuckets(db: Db, table: RollupTable, owner: SQL, ids: string[], w: ChartWindow) {
  const rows = await db
    .select({
      owner: sql<string>`${owner}`,
      bucketStart: table.bucketStart,
      acceptedDifficulty: table.acceptedDifficulty,
      acceptedCount: table.acceptedCount,
      rejectedDifficulty: table.rejectedDifficulty,
    })
    .from(table)
    .where(and(inArray(owner as never, ids), inWindow(table, w)))
    .orderBy(table.bucketStart);
  const byOwner: OwnerBuckets = new Map(ids.map((id) => [id, []]));
  for (const { owner: id, ...sums } of rows) byOwner.get(String(id))?.push(sums);
  return byOwner;
}

/**
 * A miner chart's reads as named statements (every dashboard load draws one on a cache miss): the window's
 * buckets of miners $1 (`ownerBuckets` on `miner_rollups`), and their workers' first and last share.
 */
const minerBucketsText = `select miner_id::text as owner, bucket_start, accepted_difficulty, accepted_count, rejected_difficulty
  from miner_rollups where miner_id = any($1::uuid[]) and bucket_seconds = $2::int
    and bucket_start >= $3::timestamptz and bucket_start < $4::timestamptz
  order by bucket_start`;
const minerShareTimesText = `select miner_id::text as id, min(first_seen) as first_share_at,
    max(last_share_at) as last_share_at
  from workers where miner_id = any($1::uuid[]) group by miner_id`;
/** Every miner's first and last share, at most $1 miners. */
const allMinerShareTimesText = `select miner_id::text as id, min(first_seen) as first_share_at,
    max(last_share_at) as last_share_at
  from workers group by miner_id limit $1::int`;
const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));
const shareTimesOf = (r: Record<string, unknown>): ShareTimes => ({
  firstShareAt: dateOrNull(r.first_share_at),
  lastShareAt: dateOrNull(r.last_share_at),
});

/** First and last share of the workers of a pool's or an operator's miners. */
async function groupShareTimes(db: Db, where: SQL | undefined): Promise<ShareTimes> {
  const [row] = await db
    .select({ firstShareAt: firstSeen(), lastShareAt: lastShare() })
    .from(workers)
    .innerJoin(miners, eq(miners.id, workers.minerId))
    .where(where);
  return { firstShareAt: row?.firstShareAt ?? null, lastShareAt: row?.lastShareAt ?? null };
}

/** Drizzle access for the chart calls. */
export function chartsRepository(db: Db) {
  return {
    poolBuckets: (id: string, w: ChartWindow) =>
      ownerBuckets(db, poolRollups, sql`${poolRollups.poolId}`, [id], w),
    operatorBuckets: (id: string, w: ChartWindow) =>
      ownerBuckets(db, operatorRollups, sql`${operatorRollups.operatorId}`, [id], w),
    async minerBuckets(ids: string[], w: ChartWindow): Promise<OwnerBuckets> {
      const rows = await namedQuery<Record<string, unknown>>(db, "miner_chart_buckets", minerBucketsText, [
        ids,
        w.bucketSeconds,
        w.from.toISOString(),
        w.to.toISOString(),
      ]);
      const byOwner: OwnerBuckets = new Map(ids.map((id) => [id, []]));
      for (const r of rows) {
        byOwner.get(String(r.owner))?.push({
          bucketStart: new Date(r.bucket_start as string | Date),
          acceptedDifficulty: Number(r.accepted_difficulty),
          acceptedCount: Number(r.accepted_count),
          rejectedDifficulty: Number(r.rejected_difficulty),
        });
      }
      return byOwner;
    },
    workerBuckets: (ids: string[], w: ChartWindow) =>
      ownerBuckets(db, workerRollups, sql`${workerRollups.workerId}`, ids, w),
    /** The sums of a miner's boundary workers, bucket by bucket. */
    async boundaryBuckets(minerId: string, w: ChartWindow): Promise<BucketSums[]> {
      const sum = (column: SQL) => sql<number>`sum(${column})::float8`.mapWith(Number);
      return db
        .select({
          bucketStart: workerRollups.bucketStart,
          acceptedDifficulty: sum(sql`${workerRollups.acceptedDifficulty}`),
          acceptedCount: sum(sql`${workerRollups.acceptedCount}`),
          rejectedDifficulty: sum(sql`${workerRollups.rejectedDifficulty}`),
        })
        .from(workerRollups)
        .innerJoin(workers, eq(workers.id, workerRollups.workerId))
        .where(
          and(eq(workers.minerId, minerId), eq(workers.behaviour, "boundary"), inWindow(workerRollups, w)),
        )
        .groupBy(workerRollups.bucketStart)
        .orderBy(workerRollups.bucketStart);
    },
    poolShareTimes: (poolId: string) => groupShareTimes(db, eq(miners.poolId, poolId)),
    operatorShareTimes: (operatorId: string) => groupShareTimes(db, eq(miners.operatorId, operatorId)),
    /** Every miner's share times (miners without workers are absent), or null for more than `limit` miners. */
    async allMinerShareTimes(limit: number): Promise<Map<string, ShareTimes> | null> {
      const rows = await namedQuery<Record<string, unknown>>(
        db,
        "all_miner_share_times",
        allMinerShareTimesText,
        [limit + 1],
      );
      const kept = withinLimit(rows, limit);
      return kept && new Map(kept.map((r) => [String(r.id), shareTimesOf(r)]));
    },
    /** First and last share of each miner's workers (miners without workers are absent). */
    async minerShareTimes(ids: string[]): Promise<Map<string, ShareTimes>> {
      const rows = await namedQuery<Record<string, unknown>>(db, "miner_share_times", minerShareTimesText, [
        ids,
      ]);
      return new Map(rows.map((r) => [String(r.id), shareTimesOf(r)]));
    },
    async boundaryShareTimes(minerId: string): Promise<ShareTimes> {
      const [row] = await db
        .select({ firstShareAt: firstSeen(), lastShareAt: lastShare() })
        .from(workers)
        .where(and(eq(workers.minerId, minerId), eq(workers.behaviour, "boundary")));
      return { firstShareAt: row?.firstShareAt ?? null, lastShareAt: row?.lastShareAt ?? null };
    },
    /** The workers of `ids` that exist, with their miner and share times. */
    async workerOwners(ids: string[]): Promise<WorkerOwner[]> {
      return db
        .select({
          id: workers.id,
          minerId: workers.minerId,
          firstShareAt: workers.firstSeen,
          lastShareAt: workers.lastShareAt,
        })
        .from(workers)
        .where(inArray(workers.id, ids));
    },
  };
}
export type ChartsRepository = ReturnType<typeof chartsRepository>;
