import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type RouteObject } from "react-router";
import { paths } from "../config/paths";
import { legacyLoader, rootLoader } from "./loaders/route-loaders";
import { appRoutes } from "./routes/app/app-routes";
import { authRoutes } from "./routes/auth/auth-routes";
import { InternalErrorPage } from "./routes/errors/internal-error";
import { NotFoundPage } from "./routes/errors/not-found";
import { Root } from "./routes/root";
import { RouteErrorBoundary } from "./routes/route-error-boundary";
import { watchRoutes } from "./routes/watch/watch-routes";

/** Old routes only redirect (in their loader); nothing renders. */
const Redirecting = () => null;

/** Every route of SPEC section 2; loaders run the page order and the guards (see app/loaders). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: "root",
      loader: rootLoader(queryClient),
      Component: Root,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: () => null,
      children: [
        { path: paths.legacy.operator.path, loader: legacyLoader, Component: Redirecting },
        { path: paths.legacy.miner.path, loader: legacyLoader, Component: Redirecting },
        { path: paths.legacy.operatorCustomers.path, loader: legacyLoader, Component: Redirecting },
        { path: paths.errors.notFound.path, Component: NotFoundPage },
        { path: paths.errors.internal.path, Component: InternalErrorPage },
        authRoutes(queryClient),
        watchRoutes(queryClient),
        appRoutes(queryClient),
        { path: "*", Component: NotFoundPage },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
