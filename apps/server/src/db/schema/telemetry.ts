import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { miners } from "./accounts";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A worker of a miner, made by its first share; never deleted (`removed` keeps it in history). */
export const workers = pgTable(
  "workers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    minerId: uuid("miner_id")
      .notNull()
      .references(() => miners.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    behaviour: text("behaviour").notNull().default("hardware"),
    /**
     * The worker's ordinal within its miner: 1, 2, 3... in the order the workers were made, never reused (workers
     * leave only with their miner). The place of the worker in its miner's per-worker vectors. Written by the
     * `workers_ord` trigger (migration 0041) for a row inserted with 0, the default: the miner's highest + 1,
     * under a per-miner transaction lock, so concurrent inserts of one miner's workers leave no gap or repeat.
     */
    ord: integer("ord").notNull().default(0),
    firstSeen: at("first_seen").notNull(),
    lastShareAt: at("last_share_at").notNull(),
    status: text("status").notNull().default("stable"),
    statusChangedAt: at("status_changed_at").notNull(),
    removedAt: at("removed_at"),
  },
  (t) => [
    uniqueIndex("workers_miner_behaviour_name_key").on(t.minerId, t.behaviour, t.name),
    uniqueIndex("workers_miner_ord_key").on(t.minerId, t.ord),
    check("workers_ord_check", sql`${t.ord} > 0`),
    index("workers_miner_status_idx").on(t.minerId, t.status),
    index("workers_last_share_at_idx").on(t.lastShareAt),
    check("workers_behaviour_check", sql`${t.behaviour} in ('hardware', 'boundary')`),
    check("workers_status_check", sql`${t.status} in ('stable', 'unavailable', 'off', 'removed')`),
  ],
);

/**
 * Each change of a worker's status, with its time: the daily worker digest is built on these. Kept
 * `statusEventRetentionMs` (telemetry retention job); rows come in time order, so a BRIN index on `at` serves both
 * the digest's day and the retention's cut at almost no cost to the insert. `autosummarize`: each filled block
 * range is summarized soon, not at the next vacuum (an unsummarized range matches every query: on 4 million rows,
 * a day's read took 536 ms before a vacuum and 16 ms after).
 */
export const workerStatusEvents = pgTable(
  "worker_status_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    workerId: uuid("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    at: at("at").notNull(),
  },
  (t) => [
    index("worker_status_events_worker_at_idx").on(t.workerId, t.at),
    index("worker_status_events_at_brin").using("brin", t.at).with({ autosummarize: "on" }),
  ],
);

/**
 * The sums a rollup bucket holds. Difficulty sums are `double precision`: difficulty is fractional and
 * large (1e-3 .. 1e15), a sum's rounding error (about 1e-16 relative) is far below the statistical error of
 * a hashrate (1/sqrt(shares)), and float sums stay fast in aggregates; counts are 64-bit integers.
 */
export const rollupSums = () => ({
  bucketSeconds: integer("bucket_seconds").notNull(),
  bucketStart: at("bucket_start").notNull(),
  acceptedDifficulty: doublePrecision("accepted_difficulty").notNull(),
  acceptedCount: bigint("accepted_count", { mode: "number" }).notNull(),
  rejectedDifficulty: doublePrecision("rejected_difficulty").notNull(),
  rejectedCount: bigint("rejected_count", { mode: "number" }).notNull(),
  lastShareAt: at("last_share_at").notNull(),
});
export const rollupBucketCheck = (name: string, column: unknown) =>
  check(name, sql`${column} in (60, 300, 1200, 14400)`);

/**
 * Per-worker buckets of 1 minute, 5 minutes, 20 minutes and 4 hours (`bucket_seconds`).
 *
 * `worker_id` is a worker's id without a foreign key: the compaction job (rollups/compaction.repository.ts), the
 * one writer besides the demo backfill, inserts about 100,000 rows a minute at pool scale and drops rows of
 * workers that do not exist, and workers are never deleted; the key's per-row check (a `FOR KEY SHARE` lock on
 * the worker) was a third of the compaction's time (bench/ingest.ts).
 */
export const workerRollups = pgTable(
  "worker_rollups",
  {
    workerId: uuid("worker_id").notNull(),
    ...rollupSums(),
  },
  (t) => [
    primaryKey({ name: "worker_rollups_pkey", columns: [t.workerId, t.bucketSeconds, t.bucketStart] }),
    index("worker_rollups_retention_idx").on(t.bucketSeconds, t.bucketStart),
    rollupBucketCheck("worker_rollups_bucket_check", t.bucketSeconds),
  ],
);

/**
 * Per-miner buckets; operator and pool figures are sums over their miners' rows (same indexes). This table and
 * the operator and pool ones keep 30% of each page free (`fillfactor = 70`, migration 0026): every batch adds
 * to its miners' current buckets, and the room keeps those updates on their page.
 */
export const minerRollups = pgTable(
  "miner_rollups",
  {
    minerId: uuid("miner_id")
      .notNull()
      .references(() => miners.id, { onDelete: "cascade" }),
    ...rollupSums(),
  },
  (t) => [
    primaryKey({ name: "miner_rollups_pkey", columns: [t.minerId, t.bucketSeconds, t.bucketStart] }),
    index("miner_rollups_retention_idx").on(t.bucketSeconds, t.bucketStart),
    rollupBucketCheck("miner_rollups_bucket_check", t.bucketSeconds),
  ],
);

/** Ingested batches by id: a repeated `batch_id` answers `result` again and changes nothing. */
export const ingestBatches = pgTable(
  "ingest_batches",
  {
    batchId: text("batch_id").primaryKey(),
    receivedAt: at("received_at").notNull(),
    result: jsonb("result").notNull(),
    /**
     * sha256 (hex) of the batch's shares as folded (ingest/batch-hash.ts): a repeat with other content is
     * refused (409 batch_id_reused). Null for batches recorded before it was kept (they expire in 3 days).
     */
    contentHash: text("content_hash"),
  },
  (t) => [index("ingest_batches_received_at_idx").on(t.receivedAt)],
);
