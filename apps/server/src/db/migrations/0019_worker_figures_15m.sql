-- The 15m half of the worker figures snapshot moves to its own table (schema/worker-figures.ts says why). The
-- snapshot is emptied with its marks: every miner is then stale, and the next run or read computes it again.
DELETE FROM "worker_figures";--> statement-breakpoint
DELETE FROM "worker_figure_marks";--> statement-breakpoint
CREATE TABLE "worker_figures_15m" (
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
	"hash_rate_15m" double precision NOT NULL,
	"reject_pct_15m" double precision NOT NULL
);
--> statement-breakpoint
DROP INDEX "worker_figures_miner_hr15m_idx";--> statement-breakpoint
DROP INDEX "worker_figures_pool_hr15m_idx";--> statement-breakpoint
DROP INDEX "worker_figures_operator_hr15m_idx";--> statement-breakpoint
DROP INDEX "worker_figures_miner_reject_idx";--> statement-breakpoint
DROP INDEX "worker_figures_pool_reject_idx";--> statement-breakpoint
DROP INDEX "worker_figures_operator_reject_idx";--> statement-breakpoint
ALTER TABLE "worker_figures_15m" ADD CONSTRAINT "worker_figures_15m_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_figures_15m" ADD CONSTRAINT "worker_figures_15m_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "worker_figures_15m_miner_hr15m_idx" ON "worker_figures_15m" USING btree ("miner_id","behaviour","hash_rate_15m","name","worker_id") WHERE "worker_figures_15m"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "worker_figures_15m_pool_hr15m_idx" ON "worker_figures_15m" USING btree ("pool_id","hash_rate_15m","name","worker_id") WHERE "worker_figures_15m"."status" <> 'removed' and "worker_figures_15m"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_15m_operator_hr15m_idx" ON "worker_figures_15m" USING btree ("operator_id","hash_rate_15m","name","worker_id") WHERE "worker_figures_15m"."status" <> 'removed' and "worker_figures_15m"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_15m_miner_reject_idx" ON "worker_figures_15m" USING btree ("miner_id","behaviour","reject_pct_15m","name","worker_id") WHERE "worker_figures_15m"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "worker_figures_15m_pool_reject_idx" ON "worker_figures_15m" USING btree ("pool_id","reject_pct_15m","name","worker_id") WHERE "worker_figures_15m"."status" <> 'removed' and "worker_figures_15m"."behaviour" = 'hardware';--> statement-breakpoint
CREATE INDEX "worker_figures_15m_operator_reject_idx" ON "worker_figures_15m" USING btree ("operator_id","reject_pct_15m","name","worker_id") WHERE "worker_figures_15m"."status" <> 'removed' and "worker_figures_15m"."behaviour" = 'hardware';--> statement-breakpoint
ALTER TABLE "worker_figures" DROP COLUMN "accepted_difficulty_15m";--> statement-breakpoint
ALTER TABLE "worker_figures" DROP COLUMN "accepted_count_15m";--> statement-breakpoint
ALTER TABLE "worker_figures" DROP COLUMN "rejected_difficulty_15m";--> statement-breakpoint
ALTER TABLE "worker_figures" DROP COLUMN "hash_rate_15m";--> statement-breakpoint
ALTER TABLE "worker_figures" DROP COLUMN "reject_pct_15m";