ALTER TABLE "payments" DROP CONSTRAINT "payments_type_check";--> statement-breakpoint
DROP INDEX "payments_sharing_day_idx";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "miner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "miner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "operator_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sort_rank" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "min_payment_ceiling" bigint DEFAULT 100000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "operator_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_operator_day_key" ON "payments" USING btree ("operator_id","type","settlement_day") WHERE "payments"."operator_id" is not null and "payments"."type" in ('operator_fee', 'payout');--> statement-breakpoint
CREATE INDEX "payments_operator_created_idx" ON "payments" USING btree ("operator_id","created_at") WHERE "payments"."operator_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_sharing_day_idx" ON "payments" USING btree ("miner_id","settlement_day") WHERE "payments"."type" in ('profit_sharing', 'referral');--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_operator_id_unique" UNIQUE("operator_id");--> statement-breakpoint
-- Referral income had the type profit_sharing; a day's shares sort after its reward.
UPDATE "payments" SET "type" = 'referral' WHERE "type" = 'profit_sharing' AND "details"->>'sharing_type' = 'referral';--> statement-breakpoint
UPDATE "payments" SET "sort_rank" = 1 WHERE "type" IN ('profit_sharing', 'referral');--> statement-breakpoint
-- An operator's fee income of each settled day, from the reward entries' postings to its account.
INSERT INTO "payments" ("operator_id", "type", "direction", "status", "amount", "settlement_day", "details", "created_at", "updated_at")
SELECT a."operator_id", 'operator_fee', 'incoming', 'completed', sum(p."amount"),
  split_part(e."idempotency_key", ':', 2)::date, jsonb_build_object('customers', count(*)),
  max(e."created_at"), max(e."created_at")
FROM "ledger_postings" p
  JOIN "ledger_entries" e ON e."id" = p."entry_id"
  JOIN "ledger_accounts" a ON a."key" = p."account_key"
WHERE a."kind" = 'operator' AND e."kind" = 'reward' AND e."idempotency_key" LIKE 'reward:%'
GROUP BY a."operator_id", split_part(e."idempotency_key", ':', 2)
HAVING sum(p."amount") > 0;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_check" CHECK (("payments"."miner_id" is null) <> ("payments"."operator_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_type_check" CHECK ("payments"."type" in ('reward', 'payout', 'profit_sharing', 'referral', 'operator_fee', 'virtual_mining_transfer', 'virtual_mining_reward', 'virtual_mining_topup', 'transfer'));--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_min_payment_bounds_check" CHECK ("pools"."min_payment_floor" <= "pools"."min_payment_ceiling");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_owner_check" CHECK (("wallets"."miner_id" is null) <> ("wallets"."operator_id" is null));