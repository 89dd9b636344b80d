CREATE TABLE "payment_counts" (
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pool_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_of" uuid;--> statement-breakpoint
CREATE INDEX "payment_counts_owner_day_idx" ON "payment_counts" USING btree ("owner_id","day");--> statement-breakpoint
-- The scope copies of every row written so far (then the trigger keeps them).
UPDATE "payments" p SET "pool_id" = m."pool_id", "customer_of" = m."operator_id"
  FROM "miners" m WHERE m."id" = p."miner_id";--> statement-breakpoint
UPDATE "payments" p SET "pool_id" = o."pool_id"
  FROM "operators" o WHERE p."miner_id" IS NULL AND o."id" = p."operator_id";--> statement-breakpoint
CREATE INDEX "payments_pool_newest_idx" ON "payments" USING btree ("pool_id","created_at","sort_rank" DESC NULLS FIRST,"id") WHERE "payments"."miner_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_pool_oldest_idx" ON "payments" USING btree ("pool_id","created_at","sort_rank","id") WHERE "payments"."miner_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_customer_newest_idx" ON "payments" USING btree ("customer_of","created_at","sort_rank" DESC NULLS FIRST,"id") WHERE "payments"."customer_of" is not null;--> statement-breakpoint
CREATE INDEX "payments_customer_oldest_idx" ON "payments" USING btree ("customer_of","created_at","sort_rank","id") WHERE "payments"."customer_of" is not null;--> statement-breakpoint
-- A row's scope comes from its miner (or its operator, on an operator's own row), whatever the writer sent.
CREATE FUNCTION "payments_scope"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."miner_id" IS NOT NULL THEN
    SELECT m."pool_id", m."operator_id" INTO NEW."pool_id", NEW."customer_of" FROM "miners" m WHERE m."id" = NEW."miner_id";
  ELSE
    SELECT o."pool_id", NULL INTO NEW."pool_id", NEW."customer_of" FROM "operators" o WHERE o."id" = NEW."operator_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_scope" BEFORE INSERT OR UPDATE OF "miner_id", "operator_id", "pool_id", "customer_of"
  ON "payments" FOR EACH ROW EXECUTE FUNCTION "payments_scope"();--> statement-breakpoint
-- A miner that changes pool or operator takes its rows along (and their counts, through the update's trigger).
CREATE FUNCTION "miners_payment_scope"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "payments" SET "pool_id" = NEW."pool_id", "customer_of" = NEW."operator_id"
    WHERE "miner_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "miners_payment_scope" AFTER UPDATE OF "pool_id", "operator_id" ON "miners" FOR EACH ROW
  WHEN (OLD."pool_id" IS DISTINCT FROM NEW."pool_id" OR OLD."operator_id" IS DISTINCT FROM NEW."operator_id")
  EXECUTE FUNCTION "miners_payment_scope"();--> statement-breakpoint
CREATE FUNCTION "operators_payment_scope"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "payments" SET "pool_id" = NEW."pool_id" WHERE "operator_id" = NEW."id" AND "miner_id" IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "operators_payment_scope" AFTER UPDATE OF "pool_id" ON "operators" FOR EACH ROW
  WHEN (OLD."pool_id" IS DISTINCT FROM NEW."pool_id")
  EXECUTE FUNCTION "operators_payment_scope"();--> statement-breakpoint
-- Each statement's rows counted per owner (the pool of its miners' rows, the operator of its customers' rows),
-- created_at UTC day, type, direction and status: + for the rows it wrote, - for those it replaced or deleted;
-- only groups whose count moved (an update of details or updated_at adds nothing).
CREATE FUNCTION "payment_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "payment_counts" ("owner_id", "day", "type", "direction", "status", "n")
      SELECT g.owner_id, g.day, g.type, g.direction, g.status, sum(g.s) FROM (
      SELECT 1 AS s, r."pool_id" AS owner_id, (r."created_at" AT TIME ZONE 'UTC')::date AS day, r."type", r."direction", r."status"
        FROM new_rows r WHERE r."miner_id" IS NOT NULL AND r."pool_id" IS NOT NULL
      UNION ALL SELECT 1, r."customer_of", (r."created_at" AT TIME ZONE 'UTC')::date, r."type", r."direction", r."status"
        FROM new_rows r WHERE r."customer_of" IS NOT NULL
      ) g GROUP BY 1, 2, 3, 4, 5 HAVING sum(g.s) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "payment_counts" ("owner_id", "day", "type", "direction", "status", "n")
      SELECT g.owner_id, g.day, g.type, g.direction, g.status, sum(g.s) FROM (
      SELECT -1 AS s, r."pool_id" AS owner_id, (r."created_at" AT TIME ZONE 'UTC')::date AS day, r."type", r."direction", r."status"
        FROM old_rows r WHERE r."miner_id" IS NOT NULL AND r."pool_id" IS NOT NULL
      UNION ALL SELECT -1, r."customer_of", (r."created_at" AT TIME ZONE 'UTC')::date, r."type", r."direction", r."status"
        FROM old_rows r WHERE r."customer_of" IS NOT NULL
      ) g GROUP BY 1, 2, 3, 4, 5 HAVING sum(g.s) <> 0;
  ELSE
    INSERT INTO "payment_counts" ("owner_id", "day", "type", "direction", "status", "n")
      SELECT g.owner_id, g.day, g.type, g.direction, g.status, sum(g.s) FROM (
      SELECT -1 AS s, r."pool_id" AS owner_id, (r."created_at" AT TIME ZONE 'UTC')::date AS day, r."type", r."direction", r."status"
        FROM old_rows r WHERE r."miner_id" IS NOT NULL AND r."pool_id" IS NOT NULL
      UNION ALL SELECT -1, r."customer_of", (r."created_at" AT TIME ZONE 'UTC')::date, r."type", r."direction", r."status"
        FROM old_rows r WHERE r."customer_of" IS NOT NULL
      UNION ALL SELECT 1 AS s, r."pool_id" AS owner_id, (r."created_at" AT TIME ZONE 'UTC')::date AS day, r."type", r."direction", r."status"
        FROM new_rows r WHERE r."miner_id" IS NOT NULL AND r."pool_id" IS NOT NULL
      UNION ALL SELECT 1, r."customer_of", (r."created_at" AT TIME ZONE 'UTC')::date, r."type", r."direction", r."status"
        FROM new_rows r WHERE r."customer_of" IS NOT NULL
      ) g GROUP BY 1, 2, 3, 4, 5 HAVING sum(g.s) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_counts_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_track"();--> statement-breakpoint
CREATE TRIGGER "payment_counts_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_track"();--> statement-breakpoint
CREATE TRIGGER "payment_counts_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_track"();--> statement-breakpoint
-- The counts of every row written so far.
INSERT INTO "payment_counts" ("owner_id", "day", "type", "direction", "status", "n")
      SELECT g.owner_id, g.day, g.type, g.direction, g.status, sum(g.s) FROM (
      SELECT 1 AS s, r."pool_id" AS owner_id, (r."created_at" AT TIME ZONE 'UTC')::date AS day, r."type", r."direction", r."status"
        FROM "payments" r WHERE r."miner_id" IS NOT NULL AND r."pool_id" IS NOT NULL
      UNION ALL SELECT 1, r."customer_of", (r."created_at" AT TIME ZONE 'UTC')::date, r."type", r."direction", r."status"
        FROM "payments" r WHERE r."customer_of" IS NOT NULL
      ) g GROUP BY 1, 2, 3, 4, 5 HAVING sum(g.s) <> 0;
