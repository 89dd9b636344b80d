import type { AccessRole } from "./accounts";

/**
 * What a role may do on a miner, pool or operator account: the one table the server enforces (SPEC section 6).
 * - `read_mining`: dashboard, workers, charts, stats. `read_financial`: payments, balances, earnings, wallets.
 * - `payout_limits`: a wallet's minimum and maximum payment.
 * - `payout_address`: where payouts go. Only an owner: an address cannot be checked to belong to the owner,
 *   so a member who could set one could pay the balance to themselves.
 * - `transfer_own`: move a balance to another miner account of the same owner (the caller holding a money
 *   role on both). `transfer_any`: move it to any miner account the caller holds a money role on: the owner's
 *   money is the owner's to give.
 * viewer = mining data; accountant = financial data; manager = both; treasurer = financial data plus payout
 * settings and moving money between one owner's accounts; admin = all of that; owner = everything.
 */
export const roleCapabilities = {
  owner: ["read_mining", "read_financial", "payout_limits", "payout_address", "transfer_own", "transfer_any"],
  admin: ["read_mining", "read_financial", "payout_limits", "transfer_own"],
  manager: ["read_mining", "read_financial"],
  accountant: ["read_financial"],
  viewer: ["read_mining"],
  treasurer: ["read_financial", "payout_limits", "transfer_own"],
} as const satisfies Record<AccessRole, readonly string[]>;

export type RoleCapability = (typeof roleCapabilities)[AccessRole][number];

/** True when the role may do it; an unknown role may do nothing. */
export function roleMay(role: string, capability: RoleCapability): boolean {
  const capabilities: readonly string[] | undefined = roleCapabilities[role as AccessRole];
  return capabilities?.includes(capability) ?? false;
}
