-- Storage settings drizzle's schema cannot express (db/schema/telemetry.ts and rollup-staging.ts say why).
-- The staged arrays are written once and read once: stored uncompressed (pglz took a third of the insert).
ALTER TABLE "worker_rollup_staging" ALTER COLUMN "worker_ids" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "worker_rollup_staging" ALTER COLUMN "minutes" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "worker_rollup_staging" ALTER COLUMN "accepted_difficulty" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "worker_rollup_staging" ALTER COLUMN "accepted_count" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "worker_rollup_staging" ALTER COLUMN "rejected_difficulty" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "worker_rollup_staging" ALTER COLUMN "rejected_count" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "worker_rollup_staging" ALTER COLUMN "last_share_ms" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Every ingested batch adds to the current buckets of its miners, operators and pool: room on each page lets
-- those updates stay on the page (HOT) instead of adding index entries. Pages written from now on.
ALTER TABLE "miner_rollups" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "operator_rollups" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "pool_rollups" SET (fillfactor = 70);
