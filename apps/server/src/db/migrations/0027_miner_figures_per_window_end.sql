DROP INDEX "miner_figures_pool_15m_idx";--> statement-breakpoint
DROP INDEX "miner_figures_pool_1h_idx";--> statement-breakpoint
DROP INDEX "miner_figures_pool_24h_idx";--> statement-breakpoint
DROP INDEX "miner_figures_operator_15m_idx";--> statement-breakpoint
DROP INDEX "miner_figures_operator_1h_idx";--> statement-breakpoint
DROP INDEX "miner_figures_operator_24h_idx";--> statement-breakpoint
-- A row per (window end, miner): the minute job computes the next end's rows ahead (issue 18).
ALTER TABLE "miner_figures" DROP CONSTRAINT "miner_figures_pkey";--> statement-breakpoint
ALTER TABLE "miner_figures" ADD CONSTRAINT "miner_figures_as_of_miner_id_pk" PRIMARY KEY("as_of","miner_id");--> statement-breakpoint
CREATE INDEX "miner_figures_pool_15m_idx" ON "miner_figures" USING btree ("pool_id","as_of","hash_rate_15m");--> statement-breakpoint
CREATE INDEX "miner_figures_pool_1h_idx" ON "miner_figures" USING btree ("pool_id","as_of","hash_rate_1h");--> statement-breakpoint
CREATE INDEX "miner_figures_pool_24h_idx" ON "miner_figures" USING btree ("pool_id","as_of","hash_rate_24h");--> statement-breakpoint
CREATE INDEX "miner_figures_operator_15m_idx" ON "miner_figures" USING btree ("operator_id","as_of","hash_rate_15m");--> statement-breakpoint
CREATE INDEX "miner_figures_operator_1h_idx" ON "miner_figures" USING btree ("operator_id","as_of","hash_rate_1h");--> statement-breakpoint
CREATE INDEX "miner_figures_operator_24h_idx" ON "miner_figures" USING btree ("operator_id","as_of","hash_rate_24h");