import "./styles/index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/provider";
import { poolConfigQueryOptions } from "./features/config/api/get-pool-config";
import { initI18n } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { applyTheme } from "./lib/theme";
import { installViewportHeightVariable } from "./lib/viewport-height";

/**
 * Boot: the configuration first (so the pool's theme applies before the first paint), then the translations,
 * then the app. Without a configuration the internal-error page shows in English.
 */
async function boot(container: HTMLElement): Promise<void> {
  installViewportHeightVariable();
  const root = createRoot(container);
  const config = await queryClient.fetchQuery(poolConfigQueryOptions).catch((error: unknown) => {
    console.error("Could not load configuration", error);
    return null;
  });
  if (!config) {
    // Loaded only when it shows: the internal-error page in English.
    const { BootFailure, createBootFailureI18n } = await import("./app/boot-failure");
    root.render(<BootFailure i18n={await createBootFailureI18n()} />);
    return;
  }
  applyTheme(config.pool_settings.app_theme);
  const i18n = await initI18n(config.settings);
  root.render(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
}

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
void boot(container);
