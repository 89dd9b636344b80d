import { lazy, Suspense, useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { useRouteNotice } from "../route-notice";
import { ERROR_RELOAD_KEY } from "./route-error-boundary";

/** The version check starts as soon as its chunk is in, just after the first page renders (issue 18). */
const VersionWatcher = lazy(() =>
  import("../../features/version/components/version-watcher").then((m) => ({ default: m.VersionWatcher })),
);

const RELOAD_GUARD_MS = 10_000;

/** The root route: every page, the version check, scroll restoration and a redirect's notice. */
export function Root() {
  useRouteNotice();
  useEffect(() => {
    // A page that rendered fine and stayed up ends the "reloaded after an error" window.
    const timer = window.setTimeout(() => sessionStorage.removeItem(ERROR_RELOAD_KEY), RELOAD_GUARD_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <VersionWatcher />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
