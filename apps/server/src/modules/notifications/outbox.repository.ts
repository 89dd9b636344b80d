import { and, asc, desc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  notificationOutbox,
  notificationPreferences,
  permissions,
  telegramChats,
  users,
} from "../../db/schema";
import type { PreferenceRow } from "./preferences.repository";

export type NewOutboxRow = {
  eventKey: string;
  event: string;
  userId: string;
  channel: "email" | "telegram";
  minerId: string | null;
  payload: Record<string, unknown>;
};
export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** Drizzle access to the notification outbox and the facts its producers and delivery need. */
export function outboxRepository(db: Db) {
  return {
    /** The users holding a permission on each miner account, with their role and whether a chat is linked. */
    async minerMembers(minerIds: string[]) {
      if (minerIds.length === 0) return [];
      const rows = await db
        .select({
          minerId: permissions.minerId,
          userId: permissions.userId,
          role: permissions.role,
          chat: telegramChats.userId,
        })
        .from(permissions)
        .leftJoin(telegramChats, eq(telegramChats.userId, permissions.userId))
        .where(and(eq(permissions.type, "miner"), inArray(permissions.minerId, minerIds)))
        .orderBy(asc(permissions.userId));
      return rows.map((r) => ({
        minerId: r.minerId as string,
        userId: r.userId,
        role: r.role,
        telegram: r.chat !== null,
      }));
    },
    /** Whether each user has linked a Telegram chat. */
    async chatsOf(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: telegramChats.userId })
        .from(telegramChats)
        .where(inArray(telegramChats.userId, userIds));
      return new Set(rows.map((r) => r.userId));
    },
    /** The stored notification choices of the users, for the events. */
    async preferencesOf(userIds: string[], events: string[]): Promise<Map<string, PreferenceRow[]>> {
      const byUser = new Map<string, PreferenceRow[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({
          userId: notificationPreferences.userId,
          event: notificationPreferences.event,
          channel: notificationPreferences.channel,
          minerId: notificationPreferences.minerId,
          enabled: notificationPreferences.enabled,
        })
        .from(notificationPreferences)
        .where(
          and(
            inArray(notificationPreferences.userId, userIds),
            inArray(notificationPreferences.event, events),
          ),
        );
      for (const { userId, ...row } of rows) {
        const list = byUser.get(userId);
        if (list) list.push(row);
        else byUser.set(userId, [row]);
      }
      return byUser;
    },
    /** Inserts the rows; a row whose (event key, user, channel) exists is skipped. Answers how many were new. */
    async insert(rows: NewOutboxRow[], at: Date): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(notificationOutbox)
        .values(rows.map((r) => ({ ...r, createdAt: at, nextAttemptAt: at })))
        .onConflictDoNothing()
        .returning({ id: notificationOutbox.id });
      return inserted.length;
    },
    /**
     * The oldest due pending row, locked for this transaction; rows other transactions hold are skipped, so
     * several delivery workers never take the same row.
     */
    async claimDue(now: Date): Promise<OutboxRow | undefined> {
      const [row] = await db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.status, "pending"), lte(notificationOutbox.nextAttemptAt, now)))
        .orderBy(asc(notificationOutbox.nextAttemptAt), asc(notificationOutbox.id))
        .limit(1)
        .for("update", { skipLocked: true });
      return row;
    },
    async recipient(userId: string) {
      const [row] = await db
        .select({ email: users.email, language: users.language, timeZone: users.timeZone })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
    async markSent(id: number, at: Date): Promise<void> {
      await db
        .update(notificationOutbox)
        .set({
          status: "sent",
          sentAt: at,
          attempts: sql`${notificationOutbox.attempts} + 1`,
          lastError: null,
        })
        .where(eq(notificationOutbox.id, id));
    },
    /** A failed attempt: pending again at `retryAt`, or `failed` for good when `retryAt` is null. */
    async markAttemptFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(notificationOutbox)
        .set({
          status: retryAt ? "pending" : "failed",
          attempts: sql`${notificationOutbox.attempts} + 1`,
          lastError: error.slice(0, 500),
          ...(retryAt ? { nextAttemptAt: retryAt } : {}),
        })
        .where(eq(notificationOutbox.id, id));
    },
    /** Deletes rows made before `before` (30 days of delivery state are kept). */
    async purge(before: Date): Promise<number> {
      const gone = await db
        .delete(notificationOutbox)
        .where(lt(notificationOutbox.createdAt, before))
        .returning({ id: notificationOutbox.id });
      return gone.length;
    },
    async counts(since: Date) {
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${notificationOutbox.status} = 'pending')`.mapWith(
            Number,
          ),
          failed: sql<number>`count(*) filter (where ${notificationOutbox.status} = 'failed')`.mapWith(
            Number,
          ),
          sent: sql<number>`count(*) filter (where ${notificationOutbox.status} = 'sent' and ${notificationOutbox.sentAt} >= ${since})`.mapWith(
            Number,
          ),
          retrying:
            sql<number>`count(*) filter (where ${notificationOutbox.status} = 'pending' and ${notificationOutbox.attempts} > 0)`.mapWith(
              Number,
            ),
        })
        .from(notificationOutbox);
      return row ?? { pending: 0, failed: 0, sent: 0, retrying: 0 };
    },
    /** Rows in trouble, newest first: failed for good, or pending after a failed attempt. */
    async troubled(statuses: ("failed" | "retrying")[], limit: number) {
      const conditions = [];
      if (statuses.includes("failed")) conditions.push(eq(notificationOutbox.status, "failed"));
      if (statuses.includes("retrying"))
        conditions.push(
          and(eq(notificationOutbox.status, "pending"), sql`${notificationOutbox.attempts} > 0`),
        );
      return db
        .select({
          id: notificationOutbox.id,
          event: notificationOutbox.event,
          channel: notificationOutbox.channel,
          status: notificationOutbox.status,
          attempts: notificationOutbox.attempts,
          lastError: notificationOutbox.lastError,
          nextAttemptAt: notificationOutbox.nextAttemptAt,
          createdAt: notificationOutbox.createdAt,
          email: users.email,
        })
        .from(notificationOutbox)
        .innerJoin(users, eq(users.id, notificationOutbox.userId))
        .where(sql`(${sql.join(conditions, sql` or `)})`)
        .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
        .limit(limit);
    },
    /** A failed row back to pending, due now. False when it is not failed. */
    async retry(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(notificationOutbox)
        .set({ status: "pending", nextAttemptAt: now, attempts: 0 })
        .where(and(eq(notificationOutbox.id, id), inArray(notificationOutbox.status, ["failed"])))
        .returning({ id: notificationOutbox.id });
      return rows.length > 0;
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
