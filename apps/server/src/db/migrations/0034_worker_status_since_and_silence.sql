ALTER TABLE "worker_alert_states" ADD COLUMN "expected_share_seconds" double precision;--> statement-breakpoint
-- A status's "since" is when the worker entered it (status/worker-status.ts `statusEnteredAt`), no longer the time
-- of the write (the demo's first start, a sweep after a restart). The silent statuses from the last share:
UPDATE "workers" SET "status_changed_at" = "last_share_at" + interval '10 minutes' WHERE "status" = 'unavailable';
--> statement-breakpoint
UPDATE "workers" SET "status_changed_at" = "last_share_at" + interval '1 day 10 minutes' WHERE "status" = 'off';
--> statement-breakpoint
UPDATE "workers" SET "status_changed_at" = "last_share_at" + interval '7 days 10 minutes', "removed_at" = "last_share_at" + interval '7 days 10 minutes' WHERE "status" = 'removed';
--> statement-breakpoint
-- A stable worker that never changed status (no event in the 35 days events are kept) has been stable since its
-- first share; one with events kept the sweep's time of its return (within a minute of it).
UPDATE "workers" w SET "status_changed_at" = w."first_seen" WHERE w."status" = 'stable' AND w."first_seen" > now() - interval '35 days' AND NOT EXISTS (SELECT 1 FROM "worker_status_events" e WHERE e."worker_id" = w."id");
