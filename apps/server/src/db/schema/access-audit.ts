import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accountColumns } from "./permissions";
import { users } from "./users";

/**
 * Who changed access to an account, what, when and from which address: grants, role changes, revocations,
 * invitations, and the pool staff's user actions (sessions closed, 2FA reset, users deleted). Read by the
 * account's admins. E-mails are copied so a line stays readable after its user is gone.
 */
export const accessAudit = pgTable(
  "access_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    type: text("type").notNull(),
    ...accountColumns(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    address: text("address"),
    action: text("action").notNull(),
    targetUserId: uuid("target_user_id").references(() => users.id, { onDelete: "set null" }),
    targetEmail: text("target_email"),
    roleBefore: text("role_before"),
    roleAfter: text("role_after"),
  },
  (t) => [
    index("access_audit_miner_idx").on(t.minerId, t.at),
    index("access_audit_pool_idx").on(t.poolId, t.at),
    index("access_audit_operator_idx").on(t.operatorId, t.at),
    index("access_audit_target_idx").on(t.targetUserId, t.at),
  ],
);
