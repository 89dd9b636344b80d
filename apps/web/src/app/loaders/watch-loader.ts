import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { sessionQueryOptions } from "../../features/session/api/check-session";
import { type Watcher, watcherQueryOptions } from "../../features/watch/api/check-watcher";
import { activeWatcherPermission } from "../../features/watch/utils/active-watcher-permission";
import { setWatcherToken } from "../../lib/api-client";
import { type WatcherCheck, watchRedirect } from "../guards/watch-redirect";
import { loadConfig } from "./load-config";
import { redirectIf } from "./redirect-if";

/** Watch area: configuration, optional session, the watcher token checked once (with optional `pid`). */
export const watchLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const config = await loadConfig(queryClient);
    void queryClient.prefetchQuery(sessionQueryOptions(config));

    const token = params.watcherToken?.trim() ?? "";
    const pid = new URL(request.url).searchParams.get("pid");
    let watcher: Watcher | null = null;
    let check: WatcherCheck = { status: "missing" };
    if (token) {
      try {
        watcher = await queryClient.ensureQueryData(watcherQueryOptions(token, pid));
        check = { status: "success" };
      } catch {
        check = { status: "error" };
      }
    }
    redirectIf(watchRedirect(check));
    setWatcherToken(token);
    const permissions = watcher?.permissions ?? [];
    return { token, pid, permissions, permission: activeWatcherPermission(permissions, pid) };
  };

export type WatchContext = Awaited<ReturnType<ReturnType<typeof watchLoader>>>;
