CREATE TABLE "promocodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"fee_type" text NOT NULL,
	"fee_value" integer NOT NULL,
	"usage_limit" integer,
	"user_usage_limit" integer,
	"allowed_users" text[] DEFAULT '{}'::text[] NOT NULL,
	"user_restriction" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_days" integer,
	"perpetual" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promocodes_code_unique" UNIQUE("code"),
	CONSTRAINT "promocodes_status_check" CHECK ("promocodes"."status" in ('active', 'inactive')),
	CONSTRAINT "promocodes_type_check" CHECK ("promocodes"."type" in ('welcome', 'loyalty', 'universal')),
	CONSTRAINT "promocodes_fee_type_check" CHECK ("promocodes"."fee_type" in ('abs', 'rel')),
	CONSTRAINT "promocodes_fee_value_check" CHECK ("promocodes"."fee_value" between 0 and 1000000),
	CONSTRAINT "promocodes_code_check" CHECK ("promocodes"."code" ~ '^[A-Z0-9-]{3,32}$'),
	CONSTRAINT "promocodes_dates_check" CHECK ("promocodes"."effective_to" is null or "promocodes"."effective_to" >= "promocodes"."effective_from"),
	CONSTRAINT "promocodes_duration_check" CHECK (("promocodes"."perpetual" and "promocodes"."duration_days" is null) or (not "promocodes"."perpetual" and "promocodes"."duration_days" between 1 and 3650))
);
--> statement-breakpoint
ALTER TABLE "promocodes" ADD CONSTRAINT "promocodes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promocodes_created_idx" ON "promocodes" USING btree ("created_at");