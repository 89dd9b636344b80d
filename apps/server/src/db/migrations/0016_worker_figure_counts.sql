-- Each miner's workers by behaviour and status, kept beside its mark (worker lists count from them). Existing marks
-- are dropped so that the next refresh (the minute job, or a read) writes every miner's counts with its rows.
ALTER TABLE "worker_figure_marks" ADD COLUMN "hardware_stable" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_figure_marks" ADD COLUMN "hardware_unavailable" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_figure_marks" ADD COLUMN "hardware_off" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_figure_marks" ADD COLUMN "hardware_removed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_figure_marks" ADD COLUMN "boundary_stable" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_figure_marks" ADD COLUMN "boundary_unavailable" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_figure_marks" ADD COLUMN "boundary_off" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_figure_marks" ADD COLUMN "boundary_removed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DELETE FROM "worker_figure_marks";
