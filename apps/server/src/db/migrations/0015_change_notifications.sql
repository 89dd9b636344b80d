-- Every change of a table the per-process caches hang on (sessions and identities -> callers, permissions and
-- account moves -> grants, watcher links -> watchers) is announced at commit on the channel `pithead_changes`,
-- with the table's name as payload (src/lib/change-bus.ts). Statement-level: one notice per statement, and
-- PostgreSQL folds equal notices of one transaction into one. Columns that change on every use (a link's
-- last_used_at, a session's user agent) are left out, so using a credential never empties the caches.
CREATE FUNCTION "notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pithead_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "identity_sessions_changed" AFTER UPDATE OF "active", "aal", "expires_at", "authenticated_at", "token_hash", "identity_id" OR DELETE ON "identity_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "identity_sessions_truncated" AFTER TRUNCATE ON "identity_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "identities_changed" AFTER UPDATE OF "state", "traits" OR DELETE ON "identities" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "identities_truncated" AFTER TRUNCATE ON "identities" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "identity_credentials_changed" AFTER INSERT OR UPDATE OF "type", "identity_id" OR DELETE ON "identity_credentials" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "identity_credentials_truncated" AFTER TRUNCATE ON "identity_credentials" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "permissions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permissions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "miners_changed" AFTER INSERT OR UPDATE OF "pool_id", "operator_id", "deleted_at", "account_name" OR DELETE OR TRUNCATE ON "miners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "operators_changed" AFTER INSERT OR UPDATE OF "pool_id" OR DELETE OR TRUNCATE ON "operators" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "watcher_links_changed" AFTER INSERT OR UPDATE OF "revoked_at", "expires_at", "permissions", "token_hash", "created_by" OR DELETE OR TRUNCATE ON "watcher_links" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
--> statement-breakpoint
CREATE TRIGGER "watcher_link_miners_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "watcher_link_miners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
