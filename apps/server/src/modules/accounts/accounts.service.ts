import type { AccountPermission, AccountType } from "@pithead/contract";
import type { PermissionRow, PermissionsRepository } from "./permissions.repository";

/** Accounts are listed pool, operator, miner, platform (SPEC section 4), then by name. */
const typeOrder: Record<AccountType, number> = { pool: 0, operator: 1, miner: 2, platform: 3 };

const nameField = {
  miner: "account_name",
  pool: "pool_name",
  operator: "operator_name",
  platform: "platform_name",
} as const satisfies Record<AccountType, keyof AccountPermission>;

/**
 * A permission as the product API shows it: `id` is the account's id (the miner, pool, operator or platform
 * account), which the SPA saves as the active account and puts in account URLs; the account's name sits under
 * its type's field.
 */
export function permissionView(row: PermissionRow): AccountPermission {
  const view: AccountPermission = {
    id: row.accountId,
    type: row.type,
    [nameField[row.type]]: row.accountName,
    role: row.role,
  };
  if (row.sections) view.sections = row.sections;
  return view;
}

/** The accounts a user can switch to. No Fastify, no SQL here. */
export function accountsService(repo: PermissionsRepository) {
  return {
    async permissionsOf(userId: string): Promise<AccountPermission[]> {
      const rows = await repo.listForUser(userId);
      rows.sort(
        (a, b) => typeOrder[a.type] - typeOrder[b.type] || a.accountName.localeCompare(b.accountName),
      );
      return rows.map(permissionView);
    },
  };
}
