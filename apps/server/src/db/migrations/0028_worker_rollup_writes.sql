-- Per miner, the earliest worker bucket written since its last figures refresh (issue 18): the refresh's window
-- check reads this one row instead of summing the miner's old windows of miner_rollups.
CREATE TABLE "worker_rollup_writes" (
	"miner_id" uuid PRIMARY KEY NOT NULL,
	"written_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "worker_rollup_writes" ADD CONSTRAINT "worker_rollup_writes_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Marks made before this table hold no record of the writes since: every marked miner's windows are summed
-- again at its next refresh.
INSERT INTO "worker_rollup_writes" ("miner_id", "written_from") SELECT "miner_id", '-infinity' FROM "worker_figure_marks";--> statement-breakpoint
ALTER TABLE "worker_figure_marks" DROP COLUMN "accepted_count_15m";--> statement-breakpoint
ALTER TABLE "worker_figure_marks" DROP COLUMN "rejected_count_15m";--> statement-breakpoint
ALTER TABLE "worker_figure_marks" DROP COLUMN "accepted_count_1h";--> statement-breakpoint
ALTER TABLE "worker_figure_marks" DROP COLUMN "accepted_count_24h";