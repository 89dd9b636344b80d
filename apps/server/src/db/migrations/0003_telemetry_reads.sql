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
CREATE TABLE "miner_figures" (
	"miner_id" uuid PRIMARY KEY NOT NULL,
	"pool_id" uuid NOT NULL,
	"operator_id" uuid,
	"as_of" timestamp with time zone NOT NULL,
	"accepted_difficulty_15m" double precision NOT NULL,
	"accepted_count_15m" bigint NOT NULL,
	"rejected_difficulty_15m" double precision NOT NULL,
	"accepted_difficulty_1h" double precision NOT NULL,
	"accepted_count_1h" bigint NOT NULL,
	"accepted_difficulty_24h" double precision NOT NULL,
	"accepted_count_24h" bigint NOT NULL,
	"hash_rate_15m" double precision NOT NULL,
	"hash_rate_1h" double precision NOT NULL,
	"hash_rate_24h" double precision NOT NULL,
	"workers_stable" integer NOT NULL,
	"workers_unavailable" integer NOT NULL,
	"workers_off" integer NOT NULL,
	"workers_removed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_rollup_staging" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staged_at" timestamp with time zone NOT NULL,
	"worker_ids" text NOT NULL,
	"minutes" text NOT NULL,
	"accepted_difficulty" text NOT NULL,
	"accepted_count" text NOT NULL,
	"rejected_difficulty" text NOT NULL,
	"rejected_count" text NOT NULL,
	"last_share_ms" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_figure_marks" (
	"miner_id" uuid PRIMARY KEY NOT NULL,
	"pool_id" uuid NOT NULL,
	"operator_id" uuid,
	"as_of" timestamp with time zone NOT NULL,
	"workers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_figures" (
	"worker_id" uuid PRIMARY KEY NOT NULL,
	"miner_id" uuid NOT NULL,
	"pool_id" uuid NOT NULL,
	"operator_id" uuid,
	"behaviour" text NOT NULL,
	"name" text collate "C" NOT NULL,
	"status" text NOT NULL,
	"accepted_difficulty_15m" double precision NOT NULL,
	"accepted_count_15m" bigint NOT NULL,
	"rejected_difficulty_15m" double precision NOT NULL,
	"accepted_difficulty_1h" double precision NOT NULL,
	"accepted_count_1h" bigint NOT NULL,
	"accepted_difficulty_24h" double precision NOT NULL,
	"accepted_count_24h" bigint NOT NULL,
	"hash_rate_15m" double precision NOT NULL,
	"hash_rate_1h" double precision NOT NULL,
	"hash_rate_24h" double precision NOT NULL,
	"reject_pct_15m" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_rollups" ADD CONSTRAINT "operator_rollups_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_rollups" ADD CONSTRAINT "pool_rollups_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miner_figures" ADD CONSTRAINT "miner_figures_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_figure_marks" ADD CONSTRAINT "worker_figure_marks_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_figures" ADD CONSTRAINT "worker_figures_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_figures" ADD CONSTRAINT "worker_figures_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_rollups_retention_idx" ON "operator_rollups" USING btree ("bucket_seconds","bucket_start");--> statement-breakpoint
CREATE INDEX "pool_rollups_retention_idx" ON "pool_rollups" USING btree ("bucket_seconds","bucket_start");--> statement-breakpoint
CREATE INDEX "miner_figures_pool_15m_idx" ON "miner_figures" USING btree ("pool_id","hash_rate_15m");--> statement-breakpoint
CREATE INDEX "miner_figures_pool_1h_idx" ON "miner_figures" USING btree ("pool_id","hash_rate_1h");--> statement-breakpoint
CREATE INDEX "miner_figures_pool_24h_idx" ON "miner_figures" USING btree ("pool_id","hash_rate_24h");--> statement-breakpoint
CREATE INDEX "miner_figures_operator_15m_idx" ON "miner_figures" USING btree ("operator_id","hash_rate_15m");--> statement-breakpoint
CREATE INDEX "miner_figures_operator_1h_idx" ON "miner_figures" USING btree ("operator_id","hash_rate_1h");--> statement-breakpoint
CREATE INDEX "miner_figures_operator_24h_idx" ON "miner_figures" USING btree ("operator_id","hash_rate_24h");--> statement-breakpoint
CREATE INDEX "worker_figure_marks_pool_idx" ON "worker_figure_marks" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "worker_figure_marks_operator_idx" ON "worker_figure_marks" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "worker_figures_miner_name_idx" ON "worker_figures" USING btree ("miner_id","behaviour","name","worker_id") WHERE "worker_figures"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "worker_figures_pool_name_idx" ON "worker_figures" USING btree ("pool_id","name","worker_id") WHERE "worker_figures"."status" <> 'removed' and "worker_figures"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_operator_name_idx" ON "worker_figures" USING btree ("operator_id","name","worker_id") WHERE "worker_figures"."status" <> 'removed' and "worker_figures"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_miner_hr15m_idx" ON "worker_figures" USING btree ("miner_id","behaviour","hash_rate_15m","name","worker_id") WHERE "worker_figures"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "worker_figures_pool_hr15m_idx" ON "worker_figures" USING btree ("pool_id","hash_rate_15m","name","worker_id") WHERE "worker_figures"."status" <> 'removed' and "worker_figures"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_operator_hr15m_idx" ON "worker_figures" USING btree ("operator_id","hash_rate_15m","name","worker_id") WHERE "worker_figures"."status" <> 'removed' and "worker_figures"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_miner_hr1h_idx" ON "worker_figures" USING btree ("miner_id","behaviour","hash_rate_1h","name","worker_id") WHERE "worker_figures"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "worker_figures_pool_hr1h_idx" ON "worker_figures" USING btree ("pool_id","hash_rate_1h","name","worker_id") WHERE "worker_figures"."status" <> 'removed' and "worker_figures"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_operator_hr1h_idx" ON "worker_figures" USING btree ("operator_id","hash_rate_1h","name","worker_id") WHERE "worker_figures"."status" <> 'removed' and "worker_figures"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_miner_hr24h_idx" ON "worker_figures" USING btree ("miner_id","behaviour","hash_rate_24h","name","worker_id") WHERE "worker_figures"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "worker_figures_pool_hr24h_idx" ON "worker_figures" USING btree ("pool_id","hash_rate_24h","name","worker_id") WHERE "worker_figures"."status" <> 'removed' and "worker_figures"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_operator_hr24h_idx" ON "worker_figures" USING btree ("operator_id","hash_rate_24h","name","worker_id") WHERE "worker_figures"."status" <> 'removed' and "worker_figures"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_miner_reject_idx" ON "worker_figures" USING btree ("miner_id","behaviour","reject_pct_15m","name","worker_id") WHERE "worker_figures"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "worker_figures_pool_reject_idx" ON "worker_figures" USING btree ("pool_id","reject_pct_15m","name","worker_id") WHERE "worker_figures"."status" <> 'removed' and "worker_figures"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_operator_reject_idx" ON "worker_figures" USING btree ("operator_id","reject_pct_15m","name","worker_id") WHERE "worker_figures"."status" <> 'removed' and "worker_figures"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_miner_status_idx" ON "worker_figures" USING btree ("miner_id","behaviour","status");--> statement-breakpoint
CREATE INDEX "worker_figures_pool_status_idx" ON "worker_figures" USING btree ("pool_id","behaviour","status");--> statement-breakpoint
CREATE INDEX "worker_figures_operator_status_idx" ON "worker_figures" USING btree ("operator_id","behaviour","status");