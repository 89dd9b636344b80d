import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { paths } from "../../../config/paths";
import { appLayoutLoader, dashboardLoader } from "../../loaders/route-loaders";

/**
 * The signed-in area as the entry knows it: one layout route whose loader runs the page order, and its index
 * page, the dashboard (the first route, issue 18). The other pages (`app-page-routes.tsx`) are added to this
 * route on the first navigation that needs them (`discoverRoutes` in app/router.tsx). Each component is a
 * chunk of its own, loaded (`lazy`) alongside its loaders.
 */
export function appRoutes(queryClient: QueryClient): RouteObject {
  return {
    id: "app",
    loader: appLayoutLoader(queryClient),
    lazy: () => import("./app-root").then((m) => ({ Component: m.AppRoot })),
    children: [
      {
        index: true,
        // A platform account has no dashboard: the route table sends it to /platform before this renders.
        loader: dashboardLoader(queryClient, paths.app.dashboard.path),
        lazy: () => import("./dashboard").then((m) => ({ Component: m.DashboardPage })),
        handle: { name: paths.app.dashboard.name },
      },
    ],
  };
}
