import type { Permission } from "../types";

/** The name an account is shown by: account, pool or operator name, else its id. */
export function accountName(account: Permission): string {
  const byType = { pool: account.pool_name, operator: account.operator_name, miner: account.account_name };
  return (account.type === "platform" ? undefined : byType[account.type]) ?? account.id;
}
