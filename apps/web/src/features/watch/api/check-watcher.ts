import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type WatcherPermission = { id: string; [key: string]: unknown };
export type Watcher = { permissions: WatcherPermission[] };

/** `GET watchers/{token}` without credentials; the optional `pid` picks the watched permission. */
export async function checkWatcher(token: string, pid: string | null): Promise<Watcher> {
  const raw = await api<{ permissions?: unknown }>(`watchers/${encodeURIComponent(token)}`, {
    credentials: false,
    query: { pid: pid ?? undefined },
  });
  const permissions = Array.isArray(raw?.permissions) ? (raw.permissions as WatcherPermission[]) : [];
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
