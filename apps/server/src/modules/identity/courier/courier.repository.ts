import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { courierMessages } from "../../../db/schema";

export type StoredMail = typeof courierMessages.$inferSelect;
export type NewMail = { to: string; subject: string; text: string; html?: string; kind: string };

/** The database's time `ms` from now. */
const after = (ms: number) => sql`clock_timestamp() + ${ms} * interval '1 millisecond'`;

/** The mail queue and dev mailbox table (schema/courier.ts). */
export function courierRepository(db: Db) {
  return {
    /** `pending`: for the SMTP dispatch; otherwise the row is the dev mailbox's. */
    async store(mail: NewMail, pending: boolean): Promise<void> {
      await db.insert(courierMessages).values({ ...mail, html: mail.html ?? null, pending });
    },
    /** Latest first; only the messages to `to` when given (exact, case-insensitive address). */
    async list(opts: { to?: string; limit: number }): Promise<StoredMail[]> {
      const query = db.select().from(courierMessages);
      const filtered = opts.to ? query.where(eq(courierMessages.to, opts.to.toLowerCase())) : query;
      return filtered.orderBy(desc(courierMessages.createdAt)).limit(opts.limit);
    },
    /**
     * Takes up to `limit` due pending mails for one dispatch, in one statement (no transaction is held while
     * they are sent): each gets a lease of `leaseMs` (its `send_after`) so no other process sends it meanwhile,
     * and a dispatch that dies is taken over when the lease ends. Times are the database's: retries and leases
     * are wall-clock matters, not business time (the demo's clock may be moved).
     */
    async lease(leaseMs: number, limit: number): Promise<StoredMail[]> {
      const due = db
        .select({ id: courierMessages.id })
        .from(courierMessages)
        .where(and(eq(courierMessages.pending, true), lte(courierMessages.sendAfter, sql`clock_timestamp()`)))
        .orderBy(courierMessages.sendAfter)
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(courierMessages)
        .set({ sendAfter: after(leaseMs), attempts: sql`${courierMessages.attempts} + 1` })
        .where(sql`${courierMessages.id} in ${due}`)
        .returning();
    },
    /** A sent mail leaves the queue (the dev mailbox is not readable where SMTP is set). */
    async sent(id: string): Promise<void> {
      await db.delete(courierMessages).where(eq(courierMessages.id, id));
    },
    /** A failed send: tried again `retryMs` from now, or given up (no longer pending) when it is null. */
    async failed(id: string, error: string, retryMs: number | null): Promise<void> {
      await db
        .update(courierMessages)
        .set(
          retryMs === null
            ? { pending: false, lastError: error }
            : { sendAfter: after(retryMs), lastError: error },
        )
        .where(eq(courierMessages.id, id));
    },
  };
}
