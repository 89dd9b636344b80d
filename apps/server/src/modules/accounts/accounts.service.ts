import { type AccountPermission, type AccountType, sectionsOfRole } from "@pithead/contract";
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
 * its type's field. Its section permissions derive from the role (and the customer's `total_fee_hide`).
 */
export function permissionView(row: PermissionRow): AccountPermission {
  const view: AccountPermission = {
    id: row.accountId,
    type: row.type,
    [nameField[row.type]]: row.accountName,
    role: row.role,
    sections: sectionsOfRole(row.role, row.feeHidden),
  };
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
