/**
 * Platform roles that change money settings and move payout requests: the server's `requirePlatform()`
 * default (rates, payout schedule, payout request steps). Accountants and viewers only read.
 */
const staffRoles = new Set(["owner", "admin", "treasurer"]);

/** Whether the signed-in user's platform permission (if any) lets it change the platform's money settings. */
export function isPlatformStaff(permissions: readonly { type: string; role?: string }[]): boolean {
  const role = permissions.find((p) => p.type === "platform")?.role;
  return role !== undefined && staffRoles.has(role);
}
