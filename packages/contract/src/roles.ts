import type { AccessRole } from "./accounts";

/**
 * What a role may do on a miner, pool, operator or platform account: the one table the server enforces and the
 * web reads (SPEC section 6). Every guard names a capability, never a list of roles.
 * - `read_mining`: dashboard, workers, charts, stats. `read_financial`: payments, balances, earnings, wallets,
 *   transfers, referrals, and the platform's money screens.
 * - `payout_limits`: a wallet's minimum and maximum payment.
 * - `payout_address`: where payouts go. Only an owner: an address cannot be checked to belong to the owner,
 *   so a member who could set one could pay the balance to themselves.
 * - `transfer_own`: move a balance to another miner account of the same owner (the caller holding a money
 *   role on both). `transfer_any`: move it to any miner account the caller holds a money role on: the owner's
 *   money is the owner's to give.
 * - `move_funds`: the platform's and the operator's money steps: payout schedule and requests, refunds, fees.
 * - `manage_settings`: titles, reward rates, customers and sub-accounts, what a customer sees (`total_fee_hide`).
 * - `manage_access`: who has access (grant, change, revoke, invitations, audit log), watcher links, and for a
 *   pool its users (sessions, second factor, deletion).
 * - `remove_admin`: take access from an admin or an owner, or lower their role. `delete_account`: delete it.
 * viewer = mining data; accountant = financial data; manager = both; treasurer = financial data plus payouts,
 * wallets and refunds; admin = everything including access and settings; owner = admin plus deleting the
 * account and removing admins.
 */
export const roleCapabilities = {
  owner: [
    "read_mining",
    "read_financial",
    "payout_limits",
    "payout_address",
    "transfer_own",
    "transfer_any",
    "move_funds",
    "manage_settings",
    "manage_access",
    "remove_admin",
    "delete_account",
  ],
  admin: [
    "read_mining",
    "read_financial",
    "payout_limits",
    "transfer_own",
    "move_funds",
    "manage_settings",
    "manage_access",
  ],
  manager: ["read_mining", "read_financial"],
  accountant: ["read_financial"],
  viewer: ["read_mining"],
  treasurer: ["read_financial", "payout_limits", "transfer_own", "move_funds"],
} as const satisfies Record<AccessRole, readonly string[]>;

export type RoleCapability = (typeof roleCapabilities)[AccessRole][number];

/** True when the role may do it; an unknown role may do nothing. */
export function roleMay(role: string, capability: RoleCapability): boolean {
  const capabilities: readonly string[] | undefined = roleCapabilities[role as AccessRole];
  return capabilities?.includes(capability) ?? false;
}

/** The roles that may do it (for queries that filter by role). */
export function rolesThatMay(capability: RoleCapability): AccessRole[] {
  return (Object.keys(roleCapabilities) as AccessRole[]).filter((role) => roleMay(role, capability));
}

/**
 * Whether `granter` may give `role` to someone: only with `manage_access`, and never a role that may do
 * something the granter may not (nobody raises anyone above their own role: an admin cannot make an owner).
 */
export function mayGrantRole(granter: string, role: string): boolean {
  return roleMay(granter, "manage_access") && roleCovers(granter, role);
}

/** Whether `role` may do everything `other` may (an unknown `other` is covered by nothing). */
export function roleCovers(role: string, other: string): boolean {
  const wanted: readonly string[] | undefined = roleCapabilities[other as AccessRole];
  return wanted?.every((capability) => roleMay(role, capability as RoleCapability)) ?? false;
}

/** The section permission each capability brings (SPEC section 6); `total_fee_hide` is the customer's setting. */
const capabilitySections: Partial<Record<RoleCapability, readonly string[]>> = {
  read_mining: ["section_workers_read"],
  read_financial: ["section_payments_read", "section_virtual_mining_read", "section_referrals_read"],
  manage_access: ["section_permissions_read"],
};

/**
 * The section permissions of a role, plus `total_fee_hide` when the account is a Control Hub customer whose
 * operator hides its fee (`feeHidden`; only for the customer's own users, never the operator's or the pool's).
 */
export function sectionsOfRole(role: string, feeHidden = false): string[] {
  const capabilities: readonly RoleCapability[] = roleCapabilities[role as AccessRole] ?? [];
  const sections = capabilities.flatMap((capability) => capabilitySections[capability] ?? []);
  return feeHidden ? [...sections, "total_fee_hide"] : sections;
}
