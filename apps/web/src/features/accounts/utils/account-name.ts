import type { Permission } from "../types";

/**
 * The name an account is shown by: account, pool or operator name, else its id. The platform account has no
 * name of its own: it is shown as "Platform" (`platformLabel`, translated by the caller).
 */
export function accountName(account: Permission, platformLabel: string): string {
  if (account.type === "platform") return platformLabel;
  const byType = { pool: account.pool_name, operator: account.operator_name, miner: account.account_name };
  return byType[account.type] ?? account.id;
}
