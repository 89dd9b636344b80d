CREATE TABLE "ledger_accounts" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"pool_id" uuid NOT NULL,
	"miner_id" uuid,
	"operator_id" uuid,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('miner', 'operator', 'pool_fee', 'unallocated', 'payout_clearing', 'payout_wallet')),
	CONSTRAINT "ledger_accounts_owed_check" CHECK ("ledger_accounts"."kind" not in ('miner', 'operator') or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"postings_sum" bigint NOT NULL,
	"unbalanced_entries" bigint NOT NULL,
	"mismatched_accounts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_key" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"miner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"settlement_day" date,
	"counterparty_miner_id" uuid,
	"address" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_type_check" CHECK ("payments"."type" in ('reward', 'payout', 'profit_sharing', 'virtual_mining_transfer', 'virtual_mining_reward', 'virtual_mining_topup', 'transfer')),
	CONSTRAINT "payments_direction_check" CHECK ("payments"."direction" in ('incoming', 'outgoing')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'canceled', 'completed')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"pool_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"address" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee_level" text NOT NULL,
	"fee_per_vbyte" integer NOT NULL,
	"tx_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_requests_status_check" CHECK ("payout_requests"."status" in ('created', 'sent', 'completed', 'canceled', 'failed')),
	CONSTRAINT "payout_requests_fee_level_check" CHECK ("payout_requests"."fee_level" in ('LOW', 'MEDIUM', 'HIGH'))
);
--> statement-breakpoint
CREATE TABLE "payout_schedules" (
	"pool_id" uuid PRIMARY KEY NOT NULL,
	"time_utc" text DEFAULT '14:00' NOT NULL,
	"fee_level" text DEFAULT 'MEDIUM' NOT NULL,
	"fee_per_vbyte" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_schedules_fee_level_check" CHECK ("payout_schedules"."fee_level" in ('LOW', 'MEDIUM', 'HIGH')),
	CONSTRAINT "payout_schedules_time_check" CHECK ("payout_schedules"."time_utc" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"symbol" text NOT NULL,
	"price" text NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miner_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"miner_id" uuid NOT NULL,
	"ppm" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "miner_fees_ppm_check" CHECK ("miner_fees"."ppm" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "operator_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"miner_id" uuid NOT NULL,
	"ppm" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"operator_id" uuid NOT NULL,
	CONSTRAINT "operator_fees_ppm_check" CHECK ("operator_fees"."ppm" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "reward_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"msats_per_th_day" bigint NOT NULL,
	"source" text NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_rates_positive_check" CHECK ("reward_rates"."msats_per_th_day" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"address" text NOT NULL,
	"network" text DEFAULT 'mainnet' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"paused_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"miner_id" uuid NOT NULL,
	"currency" text DEFAULT 'BTC' NOT NULL,
	"min_payment" bigint NOT NULL,
	"max_payment" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallets_miner_id_unique" UNIQUE("miner_id")
);
--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "fee_ppm" integer DEFAULT 9000 NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "min_payment_floor" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "default_min_payment" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_key_ledger_accounts_key_fk" FOREIGN KEY ("account_key") REFERENCES "public"."ledger_accounts"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_counterparty_miner_id_miners_id_fk" FOREIGN KEY ("counterparty_miner_id") REFERENCES "public"."miners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_schedules" ADD CONSTRAINT "payout_schedules_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miner_fees" ADD CONSTRAINT "miner_fees_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miner_fees" ADD CONSTRAINT "miner_fees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_fees" ADD CONSTRAINT "operator_fees_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_fees" ADD CONSTRAINT "operator_fees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_fees" ADD CONSTRAINT "operator_fees_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rates" ADD CONSTRAINT "reward_rates_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rates" ADD CONSTRAINT "reward_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_addresses" ADD CONSTRAINT "wallet_addresses_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_addresses" ADD CONSTRAINT "wallet_addresses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_miner_idx" ON "ledger_accounts" USING btree ("miner_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reward_day_key" ON "payments" USING btree ("miner_id","settlement_day") WHERE "payments"."type" = 'reward';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payout_day_key" ON "payments" USING btree ("miner_id","settlement_day") WHERE "payments"."type" = 'payout';--> statement-breakpoint
CREATE INDEX "payments_miner_created_idx" ON "payments" USING btree ("miner_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payout_requests_payment_idx" ON "payout_requests" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payout_requests_status_idx" ON "payout_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "exchange_rates_symbol_at_idx" ON "exchange_rates" USING btree ("symbol","fetched_at");--> statement-breakpoint
CREATE INDEX "miner_fees_miner_idx" ON "miner_fees" USING btree ("miner_id","start_date");--> statement-breakpoint
CREATE INDEX "operator_fees_miner_idx" ON "operator_fees" USING btree ("miner_id","start_date");--> statement-breakpoint
CREATE INDEX "reward_rates_pool_from_idx" ON "reward_rates" USING btree ("pool_id","effective_from");--> statement-breakpoint
CREATE INDEX "wallet_addresses_wallet_created_idx" ON "wallet_addresses" USING btree ("wallet_id","created_at");--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_fee_ppm_check" CHECK ("pools"."fee_ppm" between 0 and 1000000);