CREATE TABLE "unallocated_funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"day" date NOT NULL,
	"account_name" text NOT NULL,
	"share_difficulty" double precision NOT NULL,
	"msats_per_th_day" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"fee_ppm" integer NOT NULL,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_miner_id" uuid,
	"refund_payment_id" uuid,
	"refunded_by" uuid,
	CONSTRAINT "unallocated_funds_amount_check" CHECK ("unallocated_funds"."gross" > "unallocated_funds"."fee")
);
--> statement-breakpoint
CREATE TABLE "unattributed_shares" (
	"pool_id" uuid NOT NULL,
	"account_name" text NOT NULL,
	"day" date NOT NULL,
	"accepted_difficulty" double precision NOT NULL,
	"accepted_count" bigint NOT NULL,
	CONSTRAINT "unattributed_shares_pool_id_day_account_name_pk" PRIMARY KEY("pool_id","day","account_name")
);
--> statement-breakpoint
DROP INDEX "payments_reward_day_key";--> statement-breakpoint
ALTER TABLE "unallocated_funds" ADD CONSTRAINT "unallocated_funds_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unallocated_funds" ADD CONSTRAINT "unallocated_funds_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unallocated_funds" ADD CONSTRAINT "unallocated_funds_refund_miner_id_miners_id_fk" FOREIGN KEY ("refund_miner_id") REFERENCES "public"."miners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unallocated_funds" ADD CONSTRAINT "unallocated_funds_refund_payment_id_payments_id_fk" FOREIGN KEY ("refund_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unallocated_funds" ADD CONSTRAINT "unallocated_funds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unattributed_shares" ADD CONSTRAINT "unattributed_shares_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unallocated_funds_day_key" ON "unallocated_funds" USING btree ("pool_id","day","account_name");--> statement-breakpoint
CREATE INDEX "unallocated_funds_created_idx" ON "unallocated_funds" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reward_day_key" ON "payments" USING btree ("miner_id","settlement_day") WHERE "payments"."type" = 'reward' and not ("payments"."details" ? 'unallocated_funds_id');