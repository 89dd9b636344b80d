import type { AccountType, Permission } from "../types";

/** Accounts are ordered pool, then operator, then miner (SPEC section 4); platform comes last. */
const rank: Record<AccountType, number> = { pool: 0, operator: 1, miner: 2, platform: 3 };

export function orderAccounts(permissions: readonly Permission[]): Permission[] {
  return [...permissions].sort((a, b) => rank[a.type] - rank[b.type]);
}
