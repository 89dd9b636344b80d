import { pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A user's own request to delete their user (one per user); pool staff complete it with `DELETE users/{id}`. */
export const userDeletionRequests = pgTable("user_deletion_requests", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
