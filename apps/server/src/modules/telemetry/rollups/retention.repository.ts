import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  ingestBatches,
  minerRollups,
  operatorRollups,
  poolRollups,
  workerRollups,
  workerStatusEvents,
} from "../../../db/schema";

/**
 * The number of rows a delete took, from the driver's result (pg's `rowCount`). Not `returning`: an hourly run at
 * 100,000 workers drops about 8 million buckets, which it would carry to the server one by one.
 */
const deleted = (result: unknown) => Number((result as { rowCount: number | null }).rowCount ?? 0);

/** Drizzle access for the telemetry retention job. */
export function retentionRepository(db: Db) {
  return {
    /** Deletes the buckets of one size that start before `before`; returns how many rows went. */
    async dropBuckets(bucketSeconds: number, before: Date): Promise<number> {
      let n = 0;
      for (const t of [workerRollups, minerRollups, operatorRollups, poolRollups]) {
        n += deleted(
          await db.delete(t).where(and(eq(t.bucketSeconds, bucketSeconds), lt(t.bucketStart, before))),
        );
      }
      return n;
    },
    async dropBatchIds(before: Date): Promise<number> {
      return deleted(await db.delete(ingestBatches).where(lt(ingestBatches.receivedAt, before)));
    },
    async dropStatusEvents(before: Date): Promise<number> {
      return deleted(await db.delete(workerStatusEvents).where(lt(workerStatusEvents.at, before)));
    },
  };
}
