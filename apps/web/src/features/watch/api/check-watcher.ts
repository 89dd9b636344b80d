import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * One watched account of `GET watchers/{token}` (contract `watcherPermissionSchema`: a miner's id, type,
 * account name and the sections the link shows); read leniently, only `id` is required.
 */
export type WatcherPermission = {
  id: string;
  type?: string;
  account_name?: string;
  sections?: string[];
};
export type Watcher = { permissions: WatcherPermission[] };

function isWatcherPermission(value: unknown): value is WatcherPermission {
  return typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";
}

/** `GET watchers/{token}` without credentials; the optional `pid` picks the watched permission. */
export async function checkWatcher(token: string, pid: string | null): Promise<Watcher> {
  const raw = await api<{ permissions?: unknown }>(`watchers/${encodeURIComponent(token)}`, {
    credentials: false,
    query: { pid: pid ?? undefined },
  });
  const permissions = Array.isArray(raw?.permissions) ? raw.permissions.filter(isWatcherPermission) : [];
  return { permissions };
}

/** Checked once per token and pid: the answer stays cached for the visit. */
export function watcherQueryOptions(token: string, pid: string | null) {
  return queryOptions({
    queryKey: ["watcher", token, pid],
    queryFn: () => checkWatcher(token, pid),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });
}
