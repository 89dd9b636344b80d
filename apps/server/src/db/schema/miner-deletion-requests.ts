import { pgTable, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { miners } from "./accounts";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A miner owner's request to delete the account (one per miner); the pool completes it once the
 * balance is settled.
 */
export const minerDeletionRequests = pgTable(
  "miner_deletion_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    minerId: uuid("miner_id")
      .notNull()
      .references(() => miners.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("miner_deletion_requests_miner_key").on(t.minerId)],
);
