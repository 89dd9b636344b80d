import { index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { operators } from "./accounts";
import { pools } from "./pools";
import { rollupBucketCheck, rollupSums } from "./telemetry";

/**
 * Per-operator buckets (1 min, 5 min, 20 min, 4 h), the same sums as `miner_rollups`, written by ingest in the
 * batch's transaction. A share counts for the operator its miner has at ingest time: moving a miner to another
 * operator later does not move its history.
 */
export const operatorRollups = pgTable(
  "operator_rollups",
  {
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    ...rollupSums(),
  },
  (t) => [
    primaryKey({ name: "operator_rollups_pkey", columns: [t.operatorId, t.bucketSeconds, t.bucketStart] }),
    index("operator_rollups_retention_idx").on(t.bucketSeconds, t.bucketStart),
    rollupBucketCheck("operator_rollups_bucket_check", t.bucketSeconds),
  ],
);

/** Per-pool buckets, like `operator_rollups`: a share counts for its miner's pool at ingest time. */
export const poolRollups = pgTable(
  "pool_rollups",
  {
    poolId: uuid("pool_id")
      .notNull()
      .references(() => pools.id, { onDelete: "cascade" }),
    ...rollupSums(),
  },
  (t) => [
    primaryKey({ name: "pool_rollups_pkey", columns: [t.poolId, t.bucketSeconds, t.bucketStart] }),
    index("pool_rollups_retention_idx").on(t.bucketSeconds, t.bucketStart),
    rollupBucketCheck("pool_rollups_bucket_check", t.bucketSeconds),
  ],
);
