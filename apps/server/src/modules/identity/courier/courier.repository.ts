import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { courierMessages } from "../../../db/schema";

export type StoredMail = typeof courierMessages.$inferSelect;
export type NewMail = { to: string; subject: string; text: string; html?: string; kind: string };

/** The dev mailbox table. */
export function courierRepository(db: Db) {
  return {
    async store(mail: NewMail): Promise<void> {
      await db.insert(courierMessages).values({ ...mail, html: mail.html ?? null });
    },
    /** Latest first; only the messages to `to` when given (exact, case-insensitive address). */
    async list(opts: { to?: string; limit: number }): Promise<StoredMail[]> {
      const query = db.select().from(courierMessages);
      const filtered = opts.to ? query.where(eq(courierMessages.to, opts.to.toLowerCase())) : query;
      return filtered.orderBy(desc(courierMessages.createdAt)).limit(opts.limit);
    },
  };
}
