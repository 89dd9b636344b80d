-- A new worker is announced on `pithead_changes` (payload `workers`) at commit, so the per-process memo of "this
-- owner's worker figures are current" (plugins/auth-cache.ts `figuresCacheTables`) is dropped: until then a
-- worker list skips counting the owner's workers on every request. Ingest upserts workers on every batch; the
-- transition table holds only the rows actually inserted, so a batch of known workers announces nothing.
CREATE FUNCTION "notify_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM inserted) THEN
    PERFORM pg_notify('pithead_changes', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "workers_inserted" AFTER INSERT ON "workers" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "notify_insert"();
--> statement-breakpoint
CREATE TRIGGER "workers_changed" AFTER UPDATE OF "miner_id" OR DELETE OR TRUNCATE ON "workers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
