CREATE TABLE "notification_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"miner_id" uuid,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_preferences_key" UNIQUE NULLS NOT DISTINCT("user_id","event","channel","miner_id"),
	CONSTRAINT "notification_preferences_event_check" CHECK ("notification_preferences"."event" in ('delete-miner', 'miner-payout', 'miner-reward', 'miner-wallet-address-changed', 'miner-wallet-minpay-changed', 'user-login', 'worker-status-changed')),
	CONSTRAINT "notification_preferences_channel_check" CHECK ("notification_preferences"."channel" in ('email', 'telegram'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_miner_id_miners_id_fk" FOREIGN KEY ("miner_id") REFERENCES "public"."miners"("id") ON DELETE cascade ON UPDATE no action;