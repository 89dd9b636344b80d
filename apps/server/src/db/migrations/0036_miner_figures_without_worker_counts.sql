ALTER TABLE "miner_figures" DROP COLUMN "workers_stable";--> statement-breakpoint
ALTER TABLE "miner_figures" DROP COLUMN "workers_unavailable";--> statement-breakpoint
ALTER TABLE "miner_figures" DROP COLUMN "workers_off";--> statement-breakpoint
ALTER TABLE "miner_figures" DROP COLUMN "workers_removed";