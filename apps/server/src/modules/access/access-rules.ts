import { type AccessRole, mayGrantRole, roleMay } from "@pithead/contract";

/**
 * The rules of changing who has access to an account (the contract's role table decides what each role may):
 * why a change is refused, or null when it may go ahead. No I/O here.
 */
export type Refusal =
  | "access_denied" // the caller's role may not do it
  | "own_access" // nobody changes or removes their own access
  | "last_owner" // an account keeps at least one owner
  | null;

const isAdminLevel = (role: AccessRole) => role === "owner" || role === "admin";

/** Giving `role` to someone new (a grant or an invitation, or sending an invitation again or withdrawing it). */
export function grantRefusal(callerRole: AccessRole | undefined, role: AccessRole): Refusal {
  if (!callerRole || !mayGrantRole(callerRole, role)) return "access_denied";
  return null;
}

/**
 * Changing a holder's role to `next` (null: revoking it). `owners` counts the account's owners now.
 * Only `remove_admin` lowers or removes an admin or an owner; nobody gives a role above their own; the last
 * owner stays; and nobody changes their own access.
 */
export function changeRefusal(input: {
  callerRole: AccessRole | undefined;
  callerUserId: string;
  target: { userId: string; role: AccessRole };
  next: AccessRole | null;
  owners: number;
}): Refusal {
  const { callerRole, target, next } = input;
  if (!callerRole || !roleMay(callerRole, "manage_access")) return "access_denied";
  if (isAdminLevel(target.role) && !roleMay(callerRole, "remove_admin")) return "access_denied";
  if (next !== null && !mayGrantRole(callerRole, next)) return "access_denied";
  // The same role again changes nothing (answered as it stands).
  if (next === target.role) return null;
  if (target.role === "owner" && next !== "owner" && input.owners <= 1) return "last_owner";
  if (target.userId === input.callerUserId) return "own_access";
  return null;
}
