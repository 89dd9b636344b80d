import { eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Db } from "../client";
import { notificationPreferences, users } from "../schema";

/** The demo miner's e-mail (alice's owner), who takes the daily reward mails. */
const demoMinerEmail = "miner@pithead.test";

/**
 * Demo mode only, idempotent, before the demo month runs: alice's owner turns on the daily reward e-mail (off by
 * default), so the dev mailbox shows the month's reward mails beside its payouts; her time zone is Moscow, so
 * mails show both times. Written as `PUT identity/{id}/notifications/preferences` would.
 */
export async function seedDemoNotifications(db: Db, clock: Clock): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoMinerEmail));
  if (!user) return;
  await db.update(users).set({ timeZone: "Europe/Moscow" }).where(eq(users.id, user.id));
  await db
    .insert(notificationPreferences)
    .values({
      userId: user.id,
      event: "miner-reward",
      channel: "email",
      enabled: true,
      updatedAt: clock.now(),
    })
    .onConflictDoNothing();
}
