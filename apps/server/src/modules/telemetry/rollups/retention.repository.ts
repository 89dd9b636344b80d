import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ingestBatches, minerRollups, operatorRollups, poolRollups, workerRollups } from "../../../db/schema";

/** Drizzle access for the telemetry retention job. */
export function retentionRepository(db: Db) {
  return {
    /** Deletes the buckets of one size that start before `before`; returns how many rows went. */
    async dropBuckets(bucketSeconds: number, before: Date): Promise<number> {
      let n = 0;
      for (const t of [workerRollups, minerRollups, operatorRollups, poolRollups]) {
        const rows = await db
          .delete(t)
          .where(and(eq(t.bucketSeconds, bucketSeconds), lt(t.bucketStart, before)))
          .returning({ s: t.bucketSeconds });
        n += rows.length;
      }
      return n;
    },
    async dropBatchIds(before: Date): Promise<number> {
      const rows = await db
        .delete(ingestBatches)
        .where(lt(ingestBatches.receivedAt, before))
        .returning({ id: ingestBatches.batchId });
      return rows.length;
    },
  };
}
