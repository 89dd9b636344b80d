import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The dev mailbox: every mail the server sends when no SMTP_URL is set lands here, readable at
 * /dev/mailbox and /api/dev/mailbox outside production (so every flow can be finished locally).
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
  },
  (t) => [index("courier_messages_to_created_idx").on(t.to, t.createdAt)],
);
