import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { legacyRedirect } from "../guards/legacy-redirect";
import { resetPageState } from "../page-state";
import { routeAccessRedirect } from "../route-access";
import { loadAppContext } from "./load-app-context";
import { loadConfig } from "./load-config";
import { redirectIf } from "./redirect-if";

export type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** Root: step 1, the configuration. (The loaders of the routes the entry does not hold: page-loaders.ts.) */
export const rootLoader =
  (queryClient: QueryClient): Loader =>
  async () => ({ config: await loadConfig(queryClient) });

/** Signed-in area layout: steps 1-5, then the reset of page-level state (step 6). */
export const appLayoutLoader =
  (queryClient: QueryClient): Loader =>
  async ({ request }) => {
    const context = await loadAppContext(queryClient, request);
    resetPageState();
    return context;
  };

/**
 * A signed-in page: after the page order, the route table (`app/route-access.ts`) decides whether the active
 * account may open `route` (a pattern of `config/paths.ts`); if not, it goes to its main (`/` or `/platform`)
 * before the page renders.
 */
export const routeAccessLoader =
  (queryClient: QueryClient, route: string): Loader =>
  async ({ request }) => {
    await allowedContext(queryClient, request, route);
    return null;
  };

/** The page order's context once the route table lets its account open `route` (else a redirect is thrown). */
async function allowedContext(queryClient: QueryClient, request: Request, route: string) {
  const context = await loadAppContext(queryClient, request);
  redirectIf(
    routeAccessRedirect(route, {
      account: context.account,
      access: context.access,
      settings: context.config.pool_settings,
    }),
  );
  return context;
}

/**
 * `/`: the route table's check, then the dashboard's figures start loading (a chunk of its own, preloaded at page
 * load: vite.config.ts) while the page's code arrives.
 */
export const dashboardLoader =
  (queryClient: QueryClient, route: string): Loader =>
  async ({ request }) => {
    const { account } = await allowedContext(queryClient, request, route);
    if (account && account.type !== "platform") {
      const source = { type: account.type, id: account.id };
      // Awaited (the chunk is preloaded: a task, not a download), so the figures are asked before the page's first
      // render; a `void` import let the render and its effects' queries go first (about 300 ms later on 2 cores).
      const prefetch = await import("../../features/dashboard/api/prefetch-dashboard").catch(() => null);
      prefetch?.prefetchDashboard(queryClient, source); // without it, the page's own queries ask
    }
    return null;
  };

/** /operator, /miner, /operator/customers. */
export const legacyLoader: Loader = async ({ request }) => {
  redirectIf(legacyRedirect(new URL(request.url)));
  return null;
};
