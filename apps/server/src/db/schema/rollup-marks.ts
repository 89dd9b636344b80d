import { pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * The 5-minute buckets whose worker 1-minute buckets changed since the compaction job last rebuilt them.
 * Ingest upserts the marks of a batch (locking them until it commits); the job deletes them, which waits
 * for those ingests, then recomputes the 5 m, 20 m and 4 h worker buckets that hold them.
 */
export const workerRollupMarks = pgTable("worker_rollup_marks", {
  bucketStart: timestamp("bucket_start", { withTimezone: true, mode: "date" }).primaryKey(),
});
