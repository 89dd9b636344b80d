import { bigserial, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The worker 1-minute sums of one ingested batch, waiting for the rollup compaction job (once a minute) to
 * add them into `worker_rollups` and move `workers.last_share_at`. Each column is a PostgreSQL array literal
 * (`{...}`) of one field, element i of every column being one worker minute: ingest stores text without
 * parsing it, and the job parses each column once with a cast (`::uuid[]`, `::bigint[]`, `::float8[]`).
 * A logged table: the batch is acknowledged when this row commits, so it must survive a crash. The array
 * columns are stored uncompressed (`STORAGE EXTERNAL`, migration 0026): each is written once and read once.
 */
export const workerRollupStaging = pgTable("worker_rollup_staging", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  stagedAt: timestamp("staged_at", { withTimezone: true, mode: "date" }).notNull(),
  /** Worker ids (uuid[]). */
  workerIds: text("worker_ids").notNull(),
  /** Bucket starts in minutes since the epoch (bigint[]). */
  minutes: text("minutes").notNull(),
  acceptedDifficulty: text("accepted_difficulty").notNull(),
  acceptedCount: text("accepted_count").notNull(),
  rejectedDifficulty: text("rejected_difficulty").notNull(),
  rejectedCount: text("rejected_count").notNull(),
  /** The last share time in each worker minute, ms since the epoch (bigint[]). */
  lastShareMs: text("last_share_ms").notNull(),
});
