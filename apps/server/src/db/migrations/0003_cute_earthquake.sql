CREATE TABLE "operator_rollups" (
	"operator_id" uuid NOT NULL,
	"bucket_seconds" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"accepted_difficulty" double precision NOT NULL,
	"accepted_count" bigint NOT NULL,
	"rejected_difficulty" double precision NOT NULL,
	"rejected_count" bigint NOT NULL,
	"last_share_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_rollups_pkey" PRIMARY KEY("operator_id","bucket_seconds","bucket_start"),
	CONSTRAINT "operator_rollups_bucket_check" CHECK ("operator_rollups"."bucket_seconds" in (60, 300, 1200, 14400))
);
--> statement-breakpoint
CREATE TABLE "pool_rollups" (
	"pool_id" uuid NOT NULL,
	"bucket_seconds" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"accepted_difficulty" double precision NOT NULL,
	"accepted_count" bigint NOT NULL,
	"rejected_difficulty" double precision NOT NULL,
	"rejected_count" bigint NOT NULL,
	"last_share_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pool_rollups_pkey" PRIMARY KEY("pool_id","bucket_seconds","bucket_start"),
	CONSTRAINT "pool_rollups_bucket_check" CHECK ("pool_rollups"."bucket_seconds" in (60, 300, 1200, 14400))
);
--> statement-breakpoint
CREATE TABLE "worker_rollup_marks" (
	"bucket_start" timestamp with time zone PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_rollups" ADD CONSTRAINT "operator_rollups_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_rollups" ADD CONSTRAINT "pool_rollups_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_rollups_retention_idx" ON "operator_rollups" USING btree ("bucket_seconds","bucket_start");--> statement-breakpoint
CREATE INDEX "pool_rollups_retention_idx" ON "pool_rollups" USING btree ("bucket_seconds","bucket_start");