import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { appPageRoutes } from "./app/app-page-routes";
import { authRoutes } from "./auth/auth-routes";
import { watchRoutes } from "./watch/watch-routes";

/**
 * The route tables the entry does not hold (issue 18), by the id of the route they are children of: the
 * authentication and watch areas under `root`, the signed-in pages but the dashboard under `app`. Loaded and
 * patched in by `discoverRoutes` (app/router.tsx).
 */
export function lazyRoutes(queryClient: QueryClient): { root: RouteObject[]; app: RouteObject[] } {
  return { root: [authRoutes(queryClient), watchRoutes(queryClient)], app: appPageRoutes(queryClient) };
}
