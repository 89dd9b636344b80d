import { type AccessRole, type AccountType, type RoleCapability, roleMay } from "@pithead/contract";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, operators, permissions, platformAccounts, pools } from "../../db/schema";

/** A permission with the name of its account. */
export type PermissionRow = {
  id: string;
  type: AccountType;
  role: AccessRole;
  accountId: string;
  accountName: string;
  /** A Control Hub customer's `total_fee_hide` (false for every other account). */
  feeHidden: boolean;
};

export type NewPermission = {
  userId: string;
  type: AccountType;
  accountId: string;
  role: AccessRole;
};

/** The permissions column that holds the account of each type. */
export const accountColumnOf = {
  miner: "minerId",
  pool: "poolId",
  operator: "operatorId",
  platform: "platformAccountId",
} as const satisfies Record<AccountType, keyof typeof permissions.$inferSelect>;

/** Drizzle access to permissions, joined with their accounts' names. */
export function permissionsRepository(db: Db) {
  const p = permissions;
  const select = () =>
    db
      .select({
        id: p.id,
        type: p.type,
        role: p.role,
        minerId: p.minerId,
        poolId: p.poolId,
        operatorId: p.operatorId,
        platformAccountId: p.platformAccountId,
        minerName: miners.accountName,
        feeHidden: miners.totalFeeHide,
        poolName: pools.name,
        operatorName: operators.operatorName,
        platformName: platformAccounts.name,
      })
      .from(p)
      .leftJoin(miners, eq(miners.id, p.minerId))
      .leftJoin(pools, eq(pools.id, p.poolId))
      .leftJoin(operators, eq(operators.id, p.operatorId))
      .leftJoin(platformAccounts, eq(platformAccounts.id, p.platformAccountId));
  const visible = or(isNull(p.minerId), isNull(miners.deletedAt));

  return {
    /** The user's permissions on accounts that exist (a deleted miner's are left out). */
    async listForUser(userId: string): Promise<PermissionRow[]> {
      const rows = await select()
        .where(and(eq(p.userId, userId), visible))
        .orderBy(asc(p.createdAt), asc(p.id));
      return rows.map(toPermissionRow);
    },
    async findForAccount(
      userId: string,
      type: AccountType,
      accountId: string,
    ): Promise<PermissionRow | undefined> {
      const [row] = await select()
        .where(and(eq(p.userId, userId), eq(p[accountColumnOf[type]], accountId), visible))
        .limit(1);
      return row && toPermissionRow(row);
    },
    /** Whether the user's role on a platform account has the capability. */
    async holdsPlatform(userId: string, capability: RoleCapability): Promise<boolean> {
      const rows = await db
        .select({ role: p.role })
        .from(p)
        .where(and(eq(p.userId, userId), eq(p.type, "platform")));
      return rows.some((r) => roleMay(r.role, capability));
    },
    /** Gives the permission, or changes the role and sections of the one the user already has. */
    async grant(input: NewPermission): Promise<string> {
      const column = accountColumnOf[input.type];
      const [row] = await db
        .insert(p)
        .values({
          userId: input.userId,
          type: input.type,
          [column]: input.accountId,
          role: input.role,
        })
        .onConflictDoUpdate({ target: [p.userId, p[column]], set: { role: input.role } })
        .returning({ id: p.id });
      if (!row) throw new Error("permission upsert returned nothing");
      return row.id;
    },
  };
}
export type PermissionsRepository = ReturnType<typeof permissionsRepository>;

type JoinedRow = {
  id: string;
  type: string;
  role: string;
  minerId: string | null;
  poolId: string | null;
  operatorId: string | null;
  platformAccountId: string | null;
  minerName: string | null;
  feeHidden: boolean | null;
  poolName: string | null;
  operatorName: string | null;
  platformName: string | null;
};

/** The CHECK constraints guarantee the type, the role and that the type's account is set. */
function toPermissionRow(row: JoinedRow): PermissionRow {
  const type = row.type as AccountType;
  const byType = {
    miner: [row.minerId, row.minerName],
    pool: [row.poolId, row.poolName],
    operator: [row.operatorId, row.operatorName],
    platform: [row.platformAccountId, row.platformName],
  } as const;
  const [accountId, accountName] = byType[type];
  return {
    id: row.id,
    type,
    role: row.role as AccessRole,
    accountId: accountId ?? "",
    accountName: accountName ?? "",
    feeHidden: type === "miner" && row.feeHidden === true,
  };
}
