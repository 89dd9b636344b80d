import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A product user: one row per identity (the identity service's id, ours or a real Kratos's), made on
 * the first authenticated product request. Accounts are reached through `permissions`.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identityId: text("identity_id").notNull().unique(),
    email: text("email").notNull(),
    language: text("language").notNull().default("en"),
    /** The IANA time zone notifications show times in, beside UTC (null: UTC only). */
    timeZone: text("time_zone"),
    /** The SPA's own small navigation state (for example the active account). */
    navigation: jsonb("navigation").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("users_language_check", sql`${t.language} in ('en', 'ru', 'cn')`),
    // A pool's users list walks users in e-mail order (pool-users.repository.ts `members`).
    index("users_email_idx").on(t.email, t.id),
    // Its e-mail search (`ilike '%part%'`) reads the matches from trigrams (pg_trgm, made by the migration)
    // instead of testing every user.
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);
