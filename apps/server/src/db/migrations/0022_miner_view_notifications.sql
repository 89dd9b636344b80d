-- Every miner's view (miners/{id}: its names, pool and its pool's stratum addresses) is kept per process
-- (plugins/auth-cache.ts `authCacheTables`): a new title and any change of stratum addresses are announced on
-- `pithead_changes` at commit too. One notice per statement.
DROP TRIGGER "miners_changed" ON "miners";
--> statement-breakpoint
CREATE TRIGGER "miners_changed" AFTER INSERT OR UPDATE OF "pool_id", "operator_id", "deleted_at", "account_name", "title" OR DELETE OR TRUNCATE ON "miners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "pool_stratum_addresses_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pool_stratum_addresses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
