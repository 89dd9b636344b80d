import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payoutSchedules, poolStratumAddresses, pools } from "../../db/schema";

export type PoolRow = typeof pools.$inferSelect;
export type CurrentPool = { pool: PoolRow; stratumUrls: string[]; payoutTimeUtc: string };

export interface PoolsRepository {
  /** The current pool with its stratum URLs in position order and its payout time, in one query. */
  findCurrent(): Promise<CurrentPool | undefined>;
}

export function poolsRepository(db: Db): PoolsRepository {
  const stratumUrls = sql<string[]>`coalesce((
    select array_agg(${poolStratumAddresses.url} order by ${poolStratumAddresses.position})
    from ${poolStratumAddresses} where ${poolStratumAddresses.poolId} = ${pools.id}
  ), '{}'::text[])`;
  const payoutTimeUtc = sql<string>`coalesce((
    select ${payoutSchedules.timeUtc} from ${payoutSchedules} where ${payoutSchedules.poolId} = ${pools.id}
  ), '14:00')`;
  return {
    async findCurrent() {
      const [row] = await db
        .select({ pool: pools, stratumUrls, payoutTimeUtc })
        .from(pools)
        .where(eq(pools.isCurrent, true))
        .limit(1);
      return row;
    },
  };
}

/** The id of the current pool (the one this deployment serves), or undefined before the first start seeded it. */
export async function currentPoolId(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ id: pools.id }).from(pools).where(eq(pools.isCurrent, true)).limit(1);
  return row?.id;
}
