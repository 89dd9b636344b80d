import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { miners } from "./accounts";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A read-only link to one or more miners (SPEC sections 1 and 6). Only the SHA-256 hex digest of its token
 * is kept; the token is shown once, when the link is made. The scope is `watcher_link_miners`.
 */
export const watcherLinks = pgTable(
  "watcher_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    /** Sections the watcher sees: `dashboard`, `workers`, `payments`. */
    permissions: text("permissions").array().notNull(),
    expiresAt: at("expires_at"),
    revokedAt: at("revoked_at"),
    createdAt: at("created_at").notNull(),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [index("watcher_links_created_by_idx").on(t.createdBy, t.createdAt)],
);

/** The miners a watcher link shows (its scope): one row per link and miner. */
export const watcherLinkMiners = pgTable(
  "watcher_link_miners",
  {
    linkId: uuid("link_id")
      .notNull()
      .references(() => watcherLinks.id, { onDelete: "cascade" }),
    minerId: uuid("miner_id")
      .notNull()
      .references(() => miners.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.minerId] }),
    index("watcher_link_miners_miner_idx").on(t.minerId),
  ],
);
