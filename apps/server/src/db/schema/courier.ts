import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every mail the server sends, written in the transaction of the change it tells of (so a mail leaves only
 * after its change commits, and never takes a second connection). Without SMTP_URL the row is the dev mailbox
 * (readable at /dev/mailbox and /api/dev/mailbox outside production); with it, the row is `pending` until the
 * courier's dispatch (identity/courier/courier-dispatch.ts) has sent it, then removed.
 */
export const courierMessages = pgTable(
  "courier_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** What the mail is for, e.g. `recovery_code`, `verification_code`. */
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** Waiting for the SMTP dispatch (never true without SMTP_URL: the row is then the dev mailbox's). */
    pending: boolean("pending").notNull().default(false),
    /** Send attempts so far; a pending row is given up after `maxSendAttempts`. */
    attempts: integer("attempts").notNull().default(0),
    /** Not sent before this: the retry wait after a failure, or the lease of a dispatch under way. */
    sendAfter: timestamp("send_after", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`clock_timestamp()`),
    lastError: text("last_error"),
  },
  (t) => [
    index("courier_messages_to_created_idx").on(t.to, t.createdAt),
    index("courier_messages_pending_idx").on(t.sendAfter).where(sql`${t.pending}`),
  ],
);
