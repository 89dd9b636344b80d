import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { type Watcher, watcherQueryOptions } from "../../features/watch/api/check-watcher";
import { activeWatcherPermission } from "../../features/watch/utils/active-watcher-permission";
import { isApiError, setWatcherToken } from "../../lib/api-client";
import { type WatcherCheck, watchRedirect } from "../guards/watch-redirect";
import { loadConfig } from "./load-config";
import { redirectIf } from "./redirect-if";

/** A refusal of the token (bad, revoked, expired); a failure of the server or the network is not one. */
const refused = (error: unknown) => isApiError(error) && error.status < 500 && error.status !== 429;

/**
 * Watch area: configuration, then the watcher token checked once (with optional `pid`). The session is not
 * asked (no whoami): the watch pages read with the token alone. A refused token goes to main saying so; a
 * failed check is the route error boundary's (reload once, then the error page).
 */
export const watchLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await loadConfig(queryClient);

    const token = params.watcherToken?.trim() ?? "";
    const pid = new URL(request.url).searchParams.get("pid");
    let watcher: Watcher | null = null;
    let check: WatcherCheck = { status: "missing" };
    if (token) {
      try {
        watcher = await queryClient.ensureQueryData(watcherQueryOptions(token, pid));
        check = { status: "success" };
      } catch (error) {
        if (!refused(error)) throw error;
        check = { status: "error" };
      }
    }
    redirectIf(watchRedirect(check));
    setWatcherToken(token);
    const permissions = watcher?.permissions ?? [];
    return { token, pid, permissions, permission: activeWatcherPermission(permissions, pid) };
  };

export type WatchContext = Awaited<ReturnType<ReturnType<typeof watchLoader>>>;
