import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ingestBatches, minerRollups, operatorRollups, poolRollups, workerRollups } from "../../../db/schema";

/**
 * Drizzle access for the telemetry retention job. Deleted rows are counted in the database: an hourly run at
 * 100,000 workers drops about 8 million buckets, which `returning` would carry to the server one by one.
 */
export function retentionRepository(db: Db) {
  const deletedCount = async (del: SQL): Promise<number> => {
    const r = (await db.execute(
      sql`with gone as (${del} returning 1) select count(*)::int as n from gone`,
    )) as unknown as {
      rows: { n: number }[];
    };
    return Number(r.rows[0]?.n ?? 0);
  };
  const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  return {
    /** Deletes the buckets of one size that start before `before`; returns how many rows went. */
    async dropBuckets(bucketSeconds: number, before: Date): Promise<number> {
      let n = 0;
      for (const t of [workerRollups, minerRollups, operatorRollups, poolRollups]) {
        n += await deletedCount(
          sql`delete from ${t} where ${t.bucketSeconds} = ${bucketSeconds} and ${t.bucketStart} < ${ts(before)}`,
        );
      }
      return n;
    },
    async dropBatchIds(before: Date): Promise<number> {
      return deletedCount(
        sql`delete from ${ingestBatches} where ${ingestBatches.receivedAt} < ${ts(before)}`,
      );
    },
  };
}
