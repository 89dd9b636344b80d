-- The money calls' per-process cache (plugins/auth-cache.ts `moneyCacheTables`) hangs on these tables: every
-- change is announced at commit on `pithead_changes` by `notify_change` (migration 0015), one notice per statement.
-- miners and operators are announced already (0015).
CREATE TRIGGER "ledger_accounts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ledger_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ledger_postings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "payments_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "profit_sharings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profit_sharings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "reward_rates_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reward_rates" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "miner_fees_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "miner_fees" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "operator_fees_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operator_fees" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "pools_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pools" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
