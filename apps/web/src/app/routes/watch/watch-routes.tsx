import type { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { paths } from "../../../config/paths";
import { watchLoader } from "../../loaders/watch-loader";
import { WatchDashboardPage } from "./watch-dashboard";
import { WatchPaymentsPage } from "./watch-payments";
import { WatchRoot } from "./watch-root";
import { WatchWorkersPage } from "./watch-workers";

/** `/watch/:watcherToken/*`: the token is checked by the layout's loader, once per token. */
export function watchRoutes(queryClient: QueryClient): RouteObject {
  return {
    id: "watch",
    path: paths.watch.dashboard.path,
    loader: watchLoader(queryClient),
    Component: WatchRoot,
    children: [
      { index: true, Component: WatchDashboardPage },
      { path: paths.watch.workers.path, Component: WatchWorkersPage },
      { path: paths.watch.payments.path, Component: WatchPaymentsPage },
    ],
  };
}
