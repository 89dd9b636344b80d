CREATE TABLE "miners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"operator_id" uuid,
	"account_name" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "miners_account_name_unique" UNIQUE("account_name"),
	CONSTRAINT "miners_account_name_check" CHECK ("miners"."account_name" ~ '^[a-z0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pool_id" uuid NOT NULL,
	"operator_name" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_operator_name_unique" UNIQUE("operator_name"),
	CONSTRAINT "operators_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "platform_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_accounts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "pool_stratum_addresses" (
	"pool_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "pool_stratum_addresses_pkey" PRIMARY KEY("pool_id","position"),
	CONSTRAINT "pool_stratum_addresses_position_check" CHECK ("pool_stratum_addresses"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mining_report" boolean DEFAULT false NOT NULL,
	"tax_calculator" boolean DEFAULT false NOT NULL,
	"extra_currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"app_theme" text DEFAULT 'default' NOT NULL,
	"terms_url" text DEFAULT '/' NOT NULL,
	CONSTRAINT "pools_name_unique" UNIQUE("name"),
	CONSTRAINT "pools_app_theme_check" CHECK ("pools"."app_theme" in ('default', 'headframe'))
);
--> statement-breakpoint
ALTER TABLE "miners" ADD CONSTRAINT "miners_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miners" ADD CONSTRAINT "miners_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_stratum_addresses" ADD CONSTRAINT "pool_stratum_addresses_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "miners_operator_id_idx" ON "miners" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pools_one_current" ON "pools" USING btree ("is_current") WHERE "pools"."is_current";