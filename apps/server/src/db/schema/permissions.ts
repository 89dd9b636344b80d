import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { miners, operators, platformAccounts } from "./accounts";
import { pools } from "./pools";
import { users } from "./users";

/** The account columns of a permission or an invite: exactly one is set, the one `type` names. */
export const accountColumns = () => ({
  minerId: uuid("miner_id").references(() => miners.id, { onDelete: "cascade" }),
  poolId: uuid("pool_id").references(() => pools.id, { onDelete: "cascade" }),
  operatorId: uuid("operator_id").references(() => operators.id, { onDelete: "cascade" }),
  platformAccountId: uuid("platform_account_id").references(() => platformAccounts.id, {
    onDelete: "cascade",
  }),
});

type AccountRefs = {
  type: unknown;
  minerId: unknown;
  poolId: unknown;
  operatorId: unknown;
  platformAccountId: unknown;
};

/** CHECK: the type is known and exactly its own account column is set. */
export const accountRefCheck = (name: string, t: AccountRefs) =>
  check(
    name,
    sql`(${t.type} = 'miner' and ${t.minerId} is not null and ${t.poolId} is null and ${t.operatorId} is null and ${t.platformAccountId} is null)
     or (${t.type} = 'pool' and ${t.poolId} is not null and ${t.minerId} is null and ${t.operatorId} is null and ${t.platformAccountId} is null)
     or (${t.type} = 'operator' and ${t.operatorId} is not null and ${t.minerId} is null and ${t.poolId} is null and ${t.platformAccountId} is null)
     or (${t.type} = 'platform' and ${t.platformAccountId} is not null and ${t.minerId} is null and ${t.poolId} is null and ${t.operatorId} is null)`,
  );

export const roleCheck = (name: string, role: unknown) =>
  check(name, sql`${role} in ('owner', 'admin', 'manager', 'accountant', 'viewer', 'treasurer')`);

/**
 * What a user may do on one account (SPEC section 6). At most one permission per user and account. The section
 * permissions are not stored: they derive from the role (`sectionsOfRole` in the contract).
 */
export const permissions = pgTable(
  "permissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    ...accountColumns(),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    accountRefCheck("permissions_account_check", t),
    roleCheck("permissions_role_check", t.role),
    uniqueIndex("permissions_user_miner_key").on(t.userId, t.minerId),
    uniqueIndex("permissions_user_pool_key").on(t.userId, t.poolId),
    uniqueIndex("permissions_user_operator_key").on(t.userId, t.operatorId),
    uniqueIndex("permissions_user_platform_key").on(t.userId, t.platformAccountId),
    index("permissions_miner_id_idx").on(t.minerId),
    index("permissions_pool_id_idx").on(t.poolId),
    index("permissions_operator_id_idx").on(t.operatorId),
  ],
);
