CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_pkey" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "ingest_batches" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miner_rollups" (
	"miner_id" uuid NOT NULL,
	"bucket_seconds" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"accepted_difficulty" double precision NOT NULL,
	"accepted_count" bigint NOT NULL,
	"rejected_difficulty" double precision NOT NULL,
	"rejected_count" bigint NOT NULL,
	"last_share_at" timestamp with time zone NOT NULL,
	CONSTRAINT "miner_rollups_pkey" PRIMARY KEY("miner_id","bucket_seconds","bucket_start"),
	CONSTRAINT "miner_rollups_bucket_check" CHECK ("miner_rollups"."bucket_seconds" in (60, 300, 1200, 14400))
);
--> statement-breakpoint
CREATE TABLE "worker_rollups" (
	"worker_id" uuid NOT NULL,
	"bucket_seconds" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"accepted_difficulty" double precision NOT NULL,
	"accepted_count" bigint NOT NULL,
	"rejected_difficulty" double precision NOT NULL,
	"rejected_count" bigint NOT NULL,
	"last_share_at" timestamp with time zone NOT NULL,
	CONSTRAINT "worker_rollups_pkey" PRIMARY KEY("worker_id","bucket_seconds","bucket_start"),
	CONSTRAINT "worker_rollups_bucket_check" CHECK ("worker_rollups"."bucket_seconds" in (60, 300, 1200, 14400))
);
--> statement-breakpoint
CREATE TABLE "worker_status_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"worker_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"miner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"behaviour" text DEFAULT 'hardware' NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_share_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'stable' NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "workers_behaviour_check" CHECK ("workers"."behaviour" in ('hardware', 'boundary')),
	CONSTRAINT "workers_status_check" CHECK ("workers"."status" in ('stable', 'unavailable', 'off', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "watcher_link_miners" (
	"link_id" uuid NOT NULL,
	"miner_id" uuid NOT NULL,
	CONSTRAINT "watcher_link_miners_link_id_miner_id_pk" PRIMARY KEY("link_id","miner_id")
);
--> statement-breakpoint
CREATE TABLE "watcher_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"label" text NOT NULL,
	"permissions" text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "watcher_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "miner_rollups" ADD CONSTRAINT "miner_rollups_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_rollups" ADD CONSTRAINT "worker_rollups_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_status_events" ADD CONSTRAINT "worker_status_events_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watcher_link_miners" ADD CONSTRAINT "watcher_link_miners_link_id_watcher_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."watcher_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watcher_link_miners" ADD CONSTRAINT "watcher_link_miners_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watcher_links" ADD CONSTRAINT "watcher_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_started_at_idx" ON "job_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "ingest_batches_received_at_idx" ON "ingest_batches" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "miner_rollups_retention_idx" ON "miner_rollups" USING btree ("bucket_seconds","bucket_start");--> statement-breakpoint
CREATE INDEX "worker_rollups_retention_idx" ON "worker_rollups" USING btree ("bucket_seconds","bucket_start");--> statement-breakpoint
CREATE INDEX "worker_status_events_worker_at_idx" ON "worker_status_events" USING btree ("worker_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_miner_behaviour_name_key" ON "workers" USING btree ("miner_id","behaviour","name");--> statement-breakpoint
CREATE INDEX "workers_miner_status_idx" ON "workers" USING btree ("miner_id","status");--> statement-breakpoint
CREATE INDEX "workers_last_share_at_idx" ON "workers" USING btree ("last_share_at");--> statement-breakpoint
CREATE INDEX "watcher_link_miners_miner_idx" ON "watcher_link_miners" USING btree ("miner_id");--> statement-breakpoint
CREATE INDEX "watcher_links_created_by_idx" ON "watcher_links" USING btree ("created_by","created_at");