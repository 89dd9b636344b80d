-- The share counts a mark's rows hold per window (the incremental refresh checks them). 0 on existing marks: their
-- check fails unless the window is empty, so their next refresh sums the windows again.
ALTER TABLE "worker_figure_marks" ADD COLUMN "accepted_count_15m" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_figure_marks" ADD COLUMN "rejected_count_15m" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_figure_marks" ADD COLUMN "accepted_count_1h" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_figure_marks" ADD COLUMN "accepted_count_24h" bigint DEFAULT 0 NOT NULL;