import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useRouteError } from "react-router";
import { poolConfigQueryOptions } from "../../features/config/api/get-pool-config";
import { reportError } from "../../lib/telemetry/report-error";
import { routeErrorAction } from "../guards/route-error-action";

// The error pages are loaded when shown: no page of them is first-route code (issue 18).
const NotFoundPage = lazy(() => import("./errors/not-found").then((m) => ({ default: m.NotFoundPage })));
const InternalErrorPage = lazy(() =>
  import("./errors/internal-error").then((m) => ({ default: m.InternalErrorPage })),
);

/** sessionStorage flag: the page was already reloaded once after an error (avoids a reload loop). */
export const ERROR_RELOAD_KEY = "pithead.error-reload";

function alreadyReloaded(): boolean {
  try {
    return sessionStorage.getItem(ERROR_RELOAD_KEY) !== null;
  } catch {
    return true; // without storage we cannot guard against a loop: do not reload
  }
}

/** The root errorElement: 404 -> not-found page; else reload the configuration and the page once; else 500. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const queryClient = useQueryClient();
  const [action] = useState(() => routeErrorAction(error, alreadyReloaded()));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Reported (when error reports are configured) before any reload; a missing page is no error.
    const reported = action === "not-found" ? Promise.resolve() : reportError(error);
    if (action !== "reload") return;
    console.error("Route error, reloading the configuration and the page", error);
    sessionStorage.setItem(ERROR_RELOAD_KEY, String(Date.now()));
    // At most 3 s for the report: the reload must not wait on a slow error service.
    Promise.race([reported, new Promise((resolve) => setTimeout(resolve, 3000))])
      .then(() => queryClient.fetchQuery({ ...poolConfigQueryOptions, staleTime: 0 }))
      .then((config) => (config ? window.location.reload() : setFailed(true)))
      .catch(() => setFailed(true));
  }, [action, error, queryClient]);

  if (action === "not-found")
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  if (action === "internal-error" || failed)
    return (
      <Suspense fallback={null}>
        <InternalErrorPage />
      </Suspense>
    );
  return null;
}
