import "./styles/index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/provider";
import { createAppRouter } from "./app/router";
import { poolConfigQueryOptions } from "./features/config/api/get-pool-config";
import { preloadIdentitySdk } from "./features/session/api/check-session";
import { initI18n, likelyLanguage, prefetchLocale } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { applyTheme } from "./lib/theme";
import { installViewportHeightVariable } from "./lib/viewport-height";

/**
 * Boot: the configuration first (so the pool's theme applies before the first paint), then the translations,
 * then the app. Without a configuration the internal-error page shows in English. Nothing waits that need not
 * (issue 42): the likely language's translations and the identity SDK load beside the configuration (index.html preloads
 * `pools/current`), and the router starts at once: the page's chunks load meanwhile, and its loaders (which
 * wait for the configuration: the page order) check the session and load the identity and the page's data while
 * the translations load. The app renders when the configuration and the translations are there.
 */
async function boot(container: HTMLElement): Promise<void> {
  installViewportHeightVariable();
  const root = createRoot(container);
  const likely = likelyLanguage();
  if (likely) prefetchLocale(likely);
  preloadIdentitySdk();
  const configLoad = queryClient.fetchQuery(poolConfigQueryOptions);
  // Its loaders await the configuration in flight (the same query), then run the page order.
  const router = createAppRouter(queryClient);
  const config = await configLoad.catch((error: unknown) => {
    console.error("Could not load configuration", error);
    return null;
  });
  if (!config) {
    router.dispose();
    // Loaded only when it shows: the internal-error page in English.
    const { BootFailure, createBootFailureI18n } = await import("./app/boot-failure");
    root.render(<BootFailure i18n={await createBootFailureI18n()} />);
    return;
  }
  applyTheme(config.pool_settings.app_theme);
  const i18n = await initI18n(config.settings);
  root.render(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} router={router} />
    </StrictMode>,
  );
}

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
void boot(container);
