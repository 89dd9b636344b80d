import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n } from "i18next";
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { ToastProvider } from "../components/ui/toast";
import { paths } from "../config/paths";
import { identityQueryOptions } from "../features/accounts/api/get-identity";
// The store only, not the feature's index: that would pull the dialog and the identity SDK into the main bundle.
import { requestSecondFactor, secondFactor } from "../features/two-factor/store";
import { setSecondFactorHandler } from "../lib/api-client";
import { watchAccessLoss } from "./access-loss";
import { AppExchangeRates } from "./app-exchange-rates";
import { type AppRouter, createAppRouter } from "./router";
import { useTelemetry } from "./telemetry/use-telemetry";

const SecondFactorDialog = lazy(() =>
  import("./second-factor-dialog").then((m) => ({ default: m.SecondFactorDialog })),
);

/**
 * The two-factor dialog (and the identity SDK behind it) is loaded the first time a second factor is asked
 * for, then stays mounted (its exit animation, later requests).
 */
function OnDemandSecondFactorDialog({ onSetUp }: { onSetUp: () => void }) {
  const open = useSyncExternalStore(secondFactor.subscribe, secondFactor.isOpen, secondFactor.isOpen);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SecondFactorDialog onSetUp={onSetUp} />
    </Suspense>
  );
}

/** Query cache, translations and toasts around any content (the router, or a test's tree). */
export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>{children}</ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/**
 * The whole app: providers and the data router (`router`: one the boot created early so its loaders run while
 * the translations load; else one of its own).
 */
export function App({
  queryClient,
  i18n,
  router: given,
}: {
  queryClient: QueryClient;
  i18n: i18n;
  router?: AppRouter;
}) {
  const [router] = useState(() => given ?? createAppRouter(queryClient));
  // Error reports and analytics, when configured: loaded after the first page is up (lib/telemetry).
  useTelemetry(queryClient);
  // A product call failing with `mfa_required` waits for the two-factor dialog, then repeats once.
  useEffect(() => {
    setSecondFactorHandler(requestSecondFactor);
    return () => setSecondFactorHandler(null);
  }, []);
  useEffect(
    () =>
      watchAccessLoss(queryClient, {
        current: () => queryClient.getQueryData(identityQueryOptions.queryKey)?.permissions,
        refetch: async () =>
          (await queryClient.fetchQuery({ ...identityQueryOptions, staleTime: 0 })).permissions,
        revalidate: () => router.revalidate(),
      }),
    [queryClient, router],
  );
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <AppExchangeRates>
        <RouterProvider router={router} />
      </AppExchangeRates>
      <OnDemandSecondFactorDialog
        onSetUp={() => void router.navigate(paths.app.settings.getHref("setup=2fa"))}
      />
    </AppProviders>
  );
}
