ALTER TABLE "courier_messages" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_messages" ADD COLUMN "send_after" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "courier_messages_pending_idx" ON "courier_messages" USING btree ("send_after") WHERE "courier_messages"."pending";