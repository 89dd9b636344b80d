CREATE TABLE "access_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"miner_id" uuid,
	"pool_id" uuid,
	"operator_id" uuid,
	"platform_account_id" uuid,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"address" text,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"target_email" text,
	"role_before" text,
	"role_after" text
);
--> statement-breakpoint
CREATE TABLE "user_deletion_requests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "miners" ADD COLUMN "total_fee_hide" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_audit" ADD CONSTRAINT "access_audit_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_audit" ADD CONSTRAINT "access_audit_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_audit" ADD CONSTRAINT "access_audit_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_audit" ADD CONSTRAINT "access_audit_platform_account_id_platform_accounts_id_fk" FOREIGN KEY ("platform_account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_audit" ADD CONSTRAINT "access_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_audit" ADD CONSTRAINT "access_audit_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_deletion_requests" ADD CONSTRAINT "user_deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_audit_miner_idx" ON "access_audit" USING btree ("miner_id","at");--> statement-breakpoint
CREATE INDEX "access_audit_pool_idx" ON "access_audit" USING btree ("pool_id","at");--> statement-breakpoint
CREATE INDEX "access_audit_operator_idx" ON "access_audit" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "access_audit_target_idx" ON "access_audit" USING btree ("target_user_id","at");--> statement-breakpoint
CREATE INDEX "invites_email_idx" ON "invites" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invites_miner_id_idx" ON "invites" USING btree ("miner_id");--> statement-breakpoint
CREATE INDEX "invites_pool_id_idx" ON "invites" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "invites_operator_id_idx" ON "invites" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "permissions_pool_id_idx" ON "permissions" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "permissions_operator_id_idx" ON "permissions" USING btree ("operator_id");--> statement-breakpoint
-- total_fee_hide moves from the customer's permissions to the customer (miners.total_fee_hide).
UPDATE "miners" SET "total_fee_hide" = true WHERE "id" IN (SELECT "miner_id" FROM "permissions" WHERE "miner_id" IS NOT NULL AND 'total_fee_hide' = ANY("sections"));--> statement-breakpoint
ALTER TABLE "permissions" DROP COLUMN "sections";--> statement-breakpoint
ALTER TABLE "invites" DROP COLUMN "sections";