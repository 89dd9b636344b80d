import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accountColumns, accountRefCheck, roleCheck } from "./permissions";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** An access grant sent by e-mail: accepting it gives the invitee the permission. Only a hash of the token is kept. */
export const invites = pgTable(
  "invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    type: text("type").notNull(),
    ...accountColumns(),
    role: text("role").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: at("expires_at").notNull(),
    acceptedAt: at("accepted_at"),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    /** When the invitation e-mail was last sent (resending makes a new token and moves the expiry). */
    sentAt: at("sent_at").notNull().defaultNow(),
    /** Withdrawn by the account's admins before it was accepted. */
    revokedAt: at("revoked_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    accountRefCheck("invites_account_check", t),
    roleCheck("invites_role_check", t.role),
    index("invites_email_idx").on(t.email),
    index("invites_miner_id_idx").on(t.minerId),
    index("invites_pool_id_idx").on(t.poolId),
    index("invites_operator_id_idx").on(t.operatorId),
  ],
);
