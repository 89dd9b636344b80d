import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { miners } from "./accounts";
import { users } from "./users";

/**
 * A user's choice for one notification event on one channel, for all their accounts (`miner_id` null) or for one
 * miner account. Only choices are stored: without a row the default of `notificationDefault` holds.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    channel: text("channel").notNull(),
    minerId: uuid("miner_id").references(() => miners.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    check(
      "notification_preferences_event_check",
      sql`${t.event} in ('delete-miner', 'miner-payout', 'miner-reward', 'miner-wallet-address-changed', 'miner-wallet-minpay-changed', 'user-login', 'worker-status-changed', 'worker-status-digest')`,
    ),
    check("notification_preferences_channel_check", sql`${t.channel} in ('email', 'telegram')`),
    unique("notification_preferences_key").on(t.userId, t.event, t.channel, t.minerId).nullsNotDistinct(),
  ],
);
