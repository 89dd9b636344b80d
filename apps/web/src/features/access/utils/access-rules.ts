import {
  type AccessRole,
  accessRoles,
  mayGrantRole,
  roleMay,
  type SharedAccountType,
} from "@pithead/contract";
import type { AccessTarget } from "../api/access-path";

type Account = { id: string; type: string; role?: string } | null;

const shared: readonly string[] = ["miner", "pool", "operator"] satisfies SharedAccountType[];

/** The active account as an access target; null for a platform account (its access is not shared here). */
export function accessTargetOf(account: Account): AccessTarget | null {
  if (!account || !shared.includes(account.type)) return null;
  return { type: account.type as SharedAccountType, id: account.id };
}

/** Whether the role may see and change who has access (`manage_access` in the contract's table). */
export const canManageAccess = (role: string | undefined) => roleMay(role ?? "", "manage_access");

/** The order the screen offers roles in: from the narrowest to the widest. */
export const roleOrder: readonly AccessRole[] = [
  "viewer",
  "accountant",
  "manager",
  "treasurer",
  "admin",
  "owner",
];

/** The roles `granter` may give (never above their own). */
export function grantableRoles(granter: string | undefined): AccessRole[] {
  return roleOrder.filter((role) => accessRoles.includes(role) && mayGrantRole(granter ?? "", role));
}

/**
 * Whether the caller may change or revoke this person's access: not their own, and an admin or an owner only
 * with `remove_admin` (the server checks again, and keeps the last owner).
 */
export function mayChangeMember(
  callerRole: string | undefined,
  member: { role: string; self: boolean },
): boolean {
  if (member.self || !canManageAccess(callerRole)) return false;
  if (member.role === "owner" || member.role === "admin") return roleMay(callerRole ?? "", "remove_admin");
  return true;
}
