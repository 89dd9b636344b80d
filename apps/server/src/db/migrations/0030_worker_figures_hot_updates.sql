-- The snapshot rows are rewritten every minute (15m) and every 5 or 20 minutes (1h, 24h), figures only: with
-- no index on a figure and half-empty pages (fillfactor 50), each such update is a HOT update (no index entry).
-- Pages written before this keep their fill until rewritten; new and moved rows get the room. Lists sorted by a
-- figure sort the owner's rows on read.
DROP INDEX "worker_figures_miner_hr1h_idx";--> statement-breakpoint
DROP INDEX "worker_figures_miner_hr24h_idx";--> statement-breakpoint
DROP INDEX "worker_figures_15m_miner_hr15m_idx";--> statement-breakpoint
CREATE INDEX "worker_figures_15m_miner_status_idx" ON "worker_figures_15m" USING btree ("miner_id","behaviour","status");--> statement-breakpoint
ALTER TABLE "worker_figures" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "worker_figures_15m" SET (fillfactor = 50);
