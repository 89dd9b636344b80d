import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  minerRollups,
  miners,
  operatorRollups,
  poolRollups,
  workerRollups,
  workers,
} from "../../../db/schema";
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
    minerBuckets: (ids: string[], w: ChartWindow) =>
      ownerBuckets(db, minerRollups, sql`${minerRollups.minerId}`, ids, w),
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
    /** First and last share of each miner's workers (miners without workers are absent). */
    async minerShareTimes(ids: string[]): Promise<Map<string, ShareTimes>> {
      const rows = await db
        .select({ id: workers.minerId, firstShareAt: firstSeen(), lastShareAt: lastShare() })
        .from(workers)
        .where(inArray(workers.minerId, ids))
        .groupBy(workers.minerId);
      return new Map(rows.map(({ id, ...times }) => [id, times]));
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
