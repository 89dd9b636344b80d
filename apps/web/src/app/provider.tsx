import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n } from "i18next";
import { type ReactNode, useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { ToastProvider } from "../components/ui/toast";
import { paths } from "../config/paths";
import { requestSecondFactor, TwoFactorDialog } from "../features/two-factor";
import { setSecondFactorHandler } from "../lib/api-client";
import { createAppRouter } from "./router";
import { identityClientFrom } from "./use-identity-client";

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

/** The whole app: providers and the data router. */
export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: i18n }) {
  const [router] = useState(() => createAppRouter(queryClient));
  // A product call failing with `mfa_required` waits for the two-factor dialog, then repeats once.
  useEffect(() => {
    setSecondFactorHandler(requestSecondFactor);
    return () => setSecondFactorHandler(null);
  }, []);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
      <TwoFactorDialog
        getClient={() => identityClientFrom(queryClient)}
        onSetUp={() => void router.navigate(paths.app.settings.getHref("setup=2fa"))}
      />
    </AppProviders>
  );
}
