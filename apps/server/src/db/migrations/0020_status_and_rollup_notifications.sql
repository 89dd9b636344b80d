-- A worker's new status is announced on `pithead_changes` (payload `workers`) at commit: a miner's worker counts
-- by status are kept per process (plugins/auth-cache.ts `figuresCacheTables`). A row trigger with a WHEN, so only
-- rows whose status moved announce (the sweep's few a minute), and a column list, so ingest's upserts (which set
-- `last_share_at` only) never fire it.
CREATE TRIGGER "workers_status_changed" AFTER UPDATE OF "status" ON "workers" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
-- Every write of miner buckets (ingest, retention) is announced (payload `miner_rollups`): a miner's day of
-- difficulty so far is kept per process until then (`rollupsCacheTables`). One notice per statement.
CREATE TRIGGER "miner_rollups_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "miner_rollups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
