-- Pool and operator lists sorted by a hashrate, and every list sorted by reject rate, sort on read: their
-- indexes cost the minute job an insertion per worker and index on every refresh (schema/worker-figures.ts).
DROP INDEX "worker_figures_pool_hr1h_idx";--> statement-breakpoint
DROP INDEX "worker_figures_operator_hr1h_idx";--> statement-breakpoint
DROP INDEX "worker_figures_pool_hr24h_idx";--> statement-breakpoint
DROP INDEX "worker_figures_operator_hr24h_idx";--> statement-breakpoint
DROP INDEX "worker_figures_15m_pool_hr15m_idx";--> statement-breakpoint
DROP INDEX "worker_figures_15m_operator_hr15m_idx";--> statement-breakpoint
DROP INDEX "worker_figures_15m_miner_reject_idx";--> statement-breakpoint
DROP INDEX "worker_figures_15m_pool_reject_idx";--> statement-breakpoint
DROP INDEX "worker_figures_15m_operator_reject_idx";