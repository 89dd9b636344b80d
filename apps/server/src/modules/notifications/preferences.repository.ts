import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, notificationPreferences, permissions, users } from "../../db/schema";

export type PreferenceRow = { event: string; channel: string; minerId: string | null; enabled: boolean };

/** Drizzle access for notification preferences. */
export function preferencesRepository(db: Db) {
  return {
    async ofUser(userId: string): Promise<PreferenceRow[]> {
      return db
        .select({
          event: notificationPreferences.event,
          channel: notificationPreferences.channel,
          minerId: notificationPreferences.minerId,
          enabled: notificationPreferences.enabled,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
    },
    /** The miner accounts the user holds a permission on (not deleted), by account name. */
    async accountsOf(userId: string) {
      return db
        .select({ minerId: miners.id, accountName: miners.accountName })
        .from(permissions)
        .innerJoin(miners, eq(miners.id, permissions.minerId))
        .where(and(eq(permissions.userId, userId), eq(permissions.type, "miner"), isNull(miners.deletedAt)))
        .orderBy(asc(miners.accountName));
    },
    async timeZoneOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
      return row?.timeZone ?? null;
    },
    /**
     * Replaces every stored choice of the user, and sets the time zone unless it is undefined, in one
     * transaction. The user's row is locked first: two replacements of one user run one after another (the later
     * wins); unlocked, both deleted nothing the other had not committed and the second insert broke the unique key.
     */
    async replace(userId: string, rows: PreferenceRow[], at: Date, timeZone?: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        if (timeZone !== undefined) await tx.update(users).set({ timeZone }).where(eq(users.id, userId));
        await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
        if (rows.length > 0) {
          await tx.insert(notificationPreferences).values(rows.map((r) => ({ ...r, userId, updatedAt: at })));
        }
      });
    },
  };
}
