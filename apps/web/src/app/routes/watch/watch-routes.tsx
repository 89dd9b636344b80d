import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { paths } from "../../../config/paths";
import { watchLoader } from "../../loaders/watch-loader";

/**
 * `/watch/:watcherToken/*`: the token is checked by the layout's loader, once per token; the components are
 * loaded on demand (`lazy`).
 */
export function watchRoutes(queryClient: QueryClient): RouteObject {
  return {
    id: "watch",
    path: paths.watch.dashboard.path,
    loader: watchLoader(queryClient),
    lazy: () => import("./watch-root").then((m) => ({ Component: m.WatchRoot })),
    children: [
      {
        index: true,
        lazy: () => import("./watch-dashboard").then((m) => ({ Component: m.WatchDashboardPage })),
      },
      {
        path: paths.watch.workers.path,
        lazy: () => import("./watch-workers").then((m) => ({ Component: m.WatchWorkersPage })),
      },
      {
        path: paths.watch.payments.path,
        lazy: () => import("./watch-payments").then((m) => ({ Component: m.WatchPaymentsPage })),
      },
    ],
  };
}
