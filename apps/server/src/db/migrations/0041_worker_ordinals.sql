ALTER TABLE "workers" ADD COLUMN "ord" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing workers are numbered within their miner in the order they were first seen.
UPDATE "workers" w SET "ord" = n.ord
  FROM (SELECT id, row_number() OVER (PARTITION BY miner_id ORDER BY first_seen, id) AS ord FROM "workers") n
  WHERE w.id = n.id;--> statement-breakpoint
CREATE UNIQUE INDEX "workers_miner_ord_key" ON "workers" USING btree ("miner_id","ord");--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_ord_check" CHECK ("workers"."ord" > 0);--> statement-breakpoint
-- A worker inserted without an ordinal (0, the default) gets its miner's highest + 1. The miner's transaction-level
-- advisory lock (class 0x5057_0009, then the miner) makes concurrent inserts of one miner's workers take turns;
-- each sees the rows committed before it (a new snapshot per statement) and the rows its own statement inserted
-- before, so ordinals have no gap or repeat. A row that then meets ON CONFLICT and is not inserted uses none.
-- Inserts in miner order (ingest's upsert is) take the locks in one order.
CREATE FUNCTION workers_ord() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.ord = 0 THEN
    PERFORM pg_advisory_xact_lock(1347878921, hashtext(NEW.miner_id::text));
    SELECT coalesce(max(w.ord), 0) + 1 INTO NEW.ord FROM workers w WHERE w.miner_id = NEW.miner_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER workers_ord BEFORE INSERT ON workers FOR EACH ROW EXECUTE FUNCTION workers_ord();
