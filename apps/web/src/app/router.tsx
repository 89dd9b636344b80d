import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";
import { paths } from "../config/paths";
import { legacyLoader, rootLoader } from "./loaders/route-loaders";
import { appRoutes } from "./routes/app/app-routes";
import { Root } from "./routes/root";
import { RouteErrorBoundary } from "./routes/route-error-boundary";

const notFoundPage = () => import("./routes/errors/not-found").then((m) => ({ Component: m.NotFoundPage }));
const internalErrorPage = () =>
  import("./routes/errors/internal-error").then((m) => ({ Component: m.InternalErrorPage }));

/** Old routes only redirect (in their loader); nothing renders. */
const Redirecting = () => null;

/**
 * The routes the entry holds: the root, the old redirects, the error pages and the signed-in layout with the
 * dashboard. Every other route of SPEC section 2 is added by `discoverRoutes` on the first navigation that
 * needs it. Loaders run the page order and the guards (see app/loaders).
 */
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
        { path: paths.errors.notFound.path, lazy: notFoundPage },
        { path: paths.errors.internal.path, lazy: internalErrorPage },
        appRoutes(queryClient),
        { path: "*", lazy: notFoundPage },
      ],
    },
  ];
}

/**
 * Adds the route tables of `routes/lazy-routes.ts` (the auth and watch areas, the signed-in pages but the
 * dashboard) when a path does not match, or matches the not-found splat or a route with parameters. React
 * Router skips the routes it already has, so a repeat changes nothing.
 */
export function discoverRoutes(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  let tables: Promise<{ root: RouteObject[]; app: RouteObject[] }> | undefined;
  return async ({ patch }) => {
    tables ??= import("./routes/lazy-routes").then((m) => m.lazyRoutes(queryClient));
    const { root, app } = await tables;
    patch("root", root);
    patch("app", app);
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient), {
    patchRoutesOnNavigation: discoverRoutes(queryClient),
  });
}
