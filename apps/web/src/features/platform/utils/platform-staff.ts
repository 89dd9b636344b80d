import { roleMay } from "@pithead/contract";

/**
 * Whether the signed-in user's platform permission (if any) changes the platform's money settings and moves
 * payout requests: the role table's `move_funds` (owner, admin, treasurer), as the server's guards. Accountants
 * only read.
 */
export function isPlatformStaff(permissions: readonly { type: string; role?: string }[]): boolean {
  const role = permissions.find((p) => p.type === "platform")?.role;
  return role !== undefined && roleMay(role, "move_funds");
}
