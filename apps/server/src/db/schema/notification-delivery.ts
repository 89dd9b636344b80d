import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { miners } from "./accounts";
import { workers } from "./telemetry";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The transactional outbox: one row per (event, recipient, channel), written in the transaction of the change
 * that causes it (`event_key` names the change, so a repeat inserts nothing). The delivery worker claims due
 * `pending` rows with `FOR UPDATE SKIP LOCKED`, sends, and marks them `sent`, or retries with backoff and ends
 * at `failed`. Rows are kept 30 days.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventKey: text("event_key").notNull(),
    event: text("event").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    minerId: uuid("miner_id").references(() => miners.id, { onDelete: "set null" }),
    /** The event's facts (`NotificationPayload`); the text is rendered at delivery in the user's language. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    lastError: text("last_error"),
    createdAt: at("created_at").notNull(),
    sentAt: at("sent_at"),
  },
  (t) => [
    unique("notification_outbox_key").on(t.eventKey, t.userId, t.channel),
    check("notification_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    check("notification_outbox_channel_check", sql`${t.channel} in ('email', 'telegram')`),
    // The claim's order (next attempt, then id): without the id, a queue of rows due at one time is sorted
    // whole on every claim.
    index("notification_outbox_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index("notification_outbox_created_idx").on(t.createdAt),
  ],
);

/** A one-time Telegram deep-link token (stored as its SHA-256), valid 15 minutes, used once. */
export const telegramInvites = pgTable(
  "telegram_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [index("telegram_invites_user_idx").on(t.userId, t.createdAt)],
);

/** The Telegram chat a user linked (one per user); messages of the Telegram channel go there. */
export const telegramChats = pgTable("telegram_chats", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  chatId: bigint("chat_id", { mode: "number" }).notNull(),
  username: text("username"),
  linkedAt: at("linked_at").notNull(),
});

/** The alert state of a worker as last decided by the alert job (`worker-alert-rule.ts`). */
export const workerAlertStates = pgTable(
  "worker_alert_states",
  {
    workerId: uuid("worker_id")
      .primaryKey()
      .references(() => workers.id, { onDelete: "cascade" }),
    minerId: uuid("miner_id")
      .notNull()
      .references(() => miners.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    /** `workers.last_share_at` when it went down (a newer share may bring it back). */
    lastShareAtWhenDown: at("last_share_at_when_down"),
    /**
     * The mean seconds between shares the rule expected when it judged the worker down (1 / its rate; null for
     * a rate of 0, judged by the 10-minute cap): the evidence the mail and the worker lists show.
     */
    expectedShareSeconds: doublePrecision("expected_share_seconds"),
    changedAt: at("changed_at").notNull(),
  },
  (t) => [
    check("worker_alert_states_state_check", sql`${t.state} in ('up', 'down')`),
    index("worker_alert_states_miner_idx").on(t.minerId),
  ],
);

/** A worker's alert change not yet announced; the job groups an account's changes into one message. */
export const workerAlertChanges = pgTable(
  "worker_alert_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    minerId: uuid("miner_id")
      .notNull()
      .references(() => miners.id, { onDelete: "cascade" }),
    workerId: uuid("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    workerName: text("worker_name").notNull(),
    change: text("change").$type<"down" | "back">().notNull(),
    at: at("at").notNull(),
    lastShareAt: at("last_share_at").notNull(),
  },
  (t) => [
    check("worker_alert_changes_change_check", sql`${t.change} in ('down', 'back')`),
    index("worker_alert_changes_miner_idx").on(t.minerId, t.at),
  ],
);

/** When an account's last grouped worker message was made (the next waits the group interval). */
export const workerAlertAccounts = pgTable("worker_alert_accounts", {
  minerId: uuid("miner_id")
    .primaryKey()
    .references(() => miners.id, { onDelete: "cascade" }),
  lastSentAt: at("last_sent_at").notNull(),
});

/** A device (user agent and address) a user has signed in from; a new one raises `user-login`. */
export const userDevices = pgTable(
  "user_devices",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceKey: text("device_key").notNull(),
    firstSeenAt: at("first_seen_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
  },
  (t) => [unique("user_devices_key").on(t.userId, t.deviceKey)],
);
