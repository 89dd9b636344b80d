import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { poolConfigQueryOptions } from "../../features/config/api/get-pool-config";
import { startLater } from "../../lib/start-later";
import { errorReportsOff, expectErrorReports, listenForEarlyErrors } from "../../lib/telemetry/report-error";

/**
 * Error reports and product analytics for the whole app (signed-in, auth and watch pages alike), configured by
 * `pools/current` `settings.integrations` (loaded by `main.tsx` before the first render). With neither
 * configured nothing happens at all. Else only this hook and the error queue are in the main bundle: the rest
 * (`start-telemetry.ts`, each SDK) loads after the page is up (`startLater`), or at once when the route error
 * boundary reports an error. Mounted once, in `App` (`app/provider.tsx`).
 */
export function useTelemetry(queryClient: QueryClient): void {
  useEffect(() => {
    const integrations = queryClient.getQueryData(poolConfigQueryOptions.queryKey)?.settings.integrations;
    if (!integrations?.sentry && !integrations?.amplitude) return;
    let cancelled = false;
    // Uncaught errors before the SDK is up wait in the queue; the SDK's own handlers take over after.
    const removeEarly = integrations.sentry ? listenForEarlyErrors(window) : () => {};
    const load = () =>
      void import("./start-telemetry")
        .then((m) => {
          if (!cancelled) m.startTelemetry(integrations, queryClient, removeEarly);
        })
        .catch(errorReportsOff);
    if (integrations.sentry) expectErrorReports(load);
    const cancel = startLater(load);
    return () => {
      cancelled = true;
      cancel();
      removeEarly();
    };
  }, [queryClient]);
}
