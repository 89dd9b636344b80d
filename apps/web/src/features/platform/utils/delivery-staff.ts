import { roleMay } from "@pithead/contract";

/**
 * Whether the signed-in user's platform permission (if any) watches notification delivery: the role table's
 * `manage_settings` (owner, admin), as the server's guard on `platform/notifications/outbox`.
 */
export function mayWatchDelivery(permissions: readonly { type: string; role?: string }[]): boolean {
  const role = permissions.find((p) => p.type === "platform")?.role;
  return role !== undefined && roleMay(role, "manage_settings");
}
