import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { outboxRepository } from "../modules/notifications/outbox.repository";
import { hourPeriod, type RunOutcome, runOnce } from "./run-once";

/** Delivery state is kept this long (issue 15: 30 days), then deleted. */
export const notificationRetentionDays = 30;

/** Hourly: deletes outbox rows older than 30 days, whatever their state. Once per hour (`runOnce`). */
export function purgeNotifications(db: Db, clock: Clock): Promise<RunOutcome<number>> {
  const now = clock.now();
  return runOnce(db, clock, "notification-retention", hourPeriod(now), (tx) =>
    outboxRepository(tx).purge(new Date(now.getTime() - notificationRetentionDays * 86_400_000)),
  );
}
