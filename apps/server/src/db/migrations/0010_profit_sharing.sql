CREATE TABLE "profit_sharings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_miner_id" uuid NOT NULL,
	"recipient_miner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"ppm" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"referrer_code_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"ended_by" uuid,
	"ended_at" timestamp with time zone,
	"paid_total" bigint DEFAULT 0 NOT NULL,
	"paid_last_day" date,
	"paid_last_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "profit_sharings_type_check" CHECK ("profit_sharings"."type" in ('profit_sharing', 'referral')),
	CONSTRAINT "profit_sharings_ppm_check" CHECK ("profit_sharings"."ppm" between 1 and 1000000),
	CONSTRAINT "profit_sharings_dates_check" CHECK ("profit_sharings"."end_date" is null or "profit_sharings"."end_date" >= "profit_sharings"."start_date"),
	CONSTRAINT "profit_sharings_not_self_check" CHECK ("profit_sharings"."donor_miner_id" <> "profit_sharings"."recipient_miner_id")
);
--> statement-breakpoint
CREATE TABLE "referrer_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"miner_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referrer_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "referrer_codes_code_check" CHECK ("referrer_codes"."code" ~ '^[A-Z0-9-]{3,32}$')
);
--> statement-breakpoint
CREATE TABLE "promocode_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promocode_id" uuid NOT NULL,
	"miner_id" uuid NOT NULL,
	"user_id" uuid,
	"miner_fee_id" uuid NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "referral_share_ppm" integer DEFAULT 200000 NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "referral_duration_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_sharings" ADD CONSTRAINT "profit_sharings_donor_miner_id_miners_id_fk" FOREIGN KEY ("donor_miner_id") REFERENCES "public"."miners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_sharings" ADD CONSTRAINT "profit_sharings_recipient_miner_id_miners_id_fk" FOREIGN KEY ("recipient_miner_id") REFERENCES "public"."miners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_sharings" ADD CONSTRAINT "profit_sharings_referrer_code_id_referrer_codes_id_fk" FOREIGN KEY ("referrer_code_id") REFERENCES "public"."referrer_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_sharings" ADD CONSTRAINT "profit_sharings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_sharings" ADD CONSTRAINT "profit_sharings_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrer_codes" ADD CONSTRAINT "referrer_codes_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode_applications" ADD CONSTRAINT "promocode_applications_promocode_id_promocodes_id_fk" FOREIGN KEY ("promocode_id") REFERENCES "public"."promocodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode_applications" ADD CONSTRAINT "promocode_applications_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode_applications" ADD CONSTRAINT "promocode_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode_applications" ADD CONSTRAINT "promocode_applications_miner_fee_id_miner_fees_id_fk" FOREIGN KEY ("miner_fee_id") REFERENCES "public"."miner_fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profit_sharings_donor_idx" ON "profit_sharings" USING btree ("donor_miner_id","start_date");--> statement-breakpoint
CREATE INDEX "profit_sharings_recipient_idx" ON "profit_sharings" USING btree ("recipient_miner_id","type","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "profit_sharings_one_referral_key" ON "profit_sharings" USING btree ("donor_miner_id") WHERE "profit_sharings"."type" = 'referral';--> statement-breakpoint
CREATE INDEX "referrer_codes_miner_idx" ON "referrer_codes" USING btree ("miner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promocode_applications_code_miner_key" ON "promocode_applications" USING btree ("promocode_id","miner_id");--> statement-breakpoint
CREATE INDEX "promocode_applications_code_user_idx" ON "promocode_applications" USING btree ("promocode_id","user_id");--> statement-breakpoint
CREATE INDEX "promocode_applications_miner_idx" ON "promocode_applications" USING btree ("miner_id");--> statement-breakpoint
CREATE INDEX "payments_sharing_day_idx" ON "payments" USING btree ("miner_id","settlement_day") WHERE "payments"."type" = 'profit_sharing';--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_referral_share_check" CHECK ("pools"."referral_share_ppm" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_referral_duration_check" CHECK ("pools"."referral_duration_days" between 1 and 3650);