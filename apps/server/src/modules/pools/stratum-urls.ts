import { type AnyColumn, sql } from "drizzle-orm";
import { poolStratumAddresses } from "../../db/schema";

/** A pool's stratum URLs in position order (at most 3: the table's CHECK), as a column of a select. */
export const stratumUrlsOf = (poolId: AnyColumn) =>
  sql<string[]>`coalesce((
    select array_agg(${poolStratumAddresses.url} order by ${poolStratumAddresses.position})
    from ${poolStratumAddresses} where ${poolStratumAddresses.poolId} = ${poolId}
  ), '{}'::text[])`;
