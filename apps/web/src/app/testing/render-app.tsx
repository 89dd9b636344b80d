import auth from "@pithead/contract/locales/en/auth.json";
import errors from "@pithead/contract/locales/en/errors.json";
import settings from "@pithead/contract/locales/en/settings.json";
import shell from "@pithead/contract/locales/en/shell.json";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { initTestI18n } from "../../lib/i18n-testing";
import { createQueryClient } from "../../lib/query-client";
import { AppProviders } from "../provider";
import { createRoutes, discoverRoutes } from "../router";

/** Renders the real route tree at `href` with a fresh query client and English texts. */
export async function renderApp(href: string) {
  window.scrollTo = () => undefined; // jsdom has no scrolling; ScrollRestoration calls it
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const i18n = await initTestI18n("en", { ...shell, ...errors, ...auth, ...settings });
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [href],
    patchRoutesOnNavigation: discoverRoutes(queryClient),
  });
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
