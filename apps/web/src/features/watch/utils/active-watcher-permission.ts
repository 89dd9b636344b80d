import type { WatcherPermission } from "../api/check-watcher";

/** The active watcher permission is the requested id, else the first. */
export function activeWatcherPermission(
  permissions: readonly WatcherPermission[],
  requestedId: string | null,
): WatcherPermission | null {
  const requested = requestedId ? permissions.find((permission) => permission.id === requestedId) : undefined;
  return requested ?? permissions[0] ?? null;
}
