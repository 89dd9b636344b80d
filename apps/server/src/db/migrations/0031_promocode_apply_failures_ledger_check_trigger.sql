CREATE TABLE "promocode_apply_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_checks" ADD COLUMN "trigger" text DEFAULT 'schedule' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_checks" ADD COLUMN "triggered_by" uuid;--> statement-breakpoint
CREATE INDEX "promocode_apply_failures_key_at" ON "promocode_apply_failures" USING btree ("key","failed_at");--> statement-breakpoint
CREATE INDEX "promocode_apply_failures_at" ON "promocode_apply_failures" USING btree ("failed_at");--> statement-breakpoint
ALTER TABLE "ledger_checks" ADD CONSTRAINT "ledger_checks_triggered_by_users_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_checks" ADD CONSTRAINT "ledger_checks_trigger_check" CHECK ("ledger_checks"."trigger" in ('schedule', 'user', 'first_read'));