import type { QueryClient } from "@tanstack/react-query";
import type { GuardedPage } from "../../features/accounts/types";
import { accessRedirect } from "../guards/access-redirect";
import { featureFlagRedirect, type PoolFeature } from "../guards/feature-flag-redirect";
import { platformRedirect } from "../guards/platform-redirect";
import { ensureSession } from "./ensure-session";
import { loadAppContext } from "./load-app-context";
import { loadConfig } from "./load-config";
import { redirectIf } from "./redirect-if";
import type { Loader } from "./route-loaders";

// The loaders of the routes added on demand (routes/lazy-routes.ts), apart from the entry's (route-loaders.ts).

/** Payments, workers, transfers, referrals, access control: the active account's access entry decides. */
export const guardedPageLoader =
  (queryClient: QueryClient, page: GuardedPage): Loader =>
  async ({ request }) => {
    const context = await loadAppContext(queryClient, request);
    redirectIf(accessRedirect(context.access, page));
    return null;
  };

/** Tax calculator and mining report: only with the pool setting on. */
export const poolFeatureLoader =
  (queryClient: QueryClient, feature: PoolFeature): Loader =>
  async ({ request }) => {
    const context = await loadAppContext(queryClient, request);
    redirectIf(featureFlagRedirect(context.config.pool_settings, feature));
    return null;
  };

export const platformLoader =
  (queryClient: QueryClient): Loader =>
  async ({ request }) => {
    const context = await loadAppContext(queryClient, request);
    redirectIf(platformRedirect(context.account));
    return null;
  };

/** The name step needs a session too (SPEC section 2). */
export const nameStepLoader =
  (queryClient: QueryClient): Loader =>
  async ({ request }) => {
    const config = await loadConfig(queryClient);
    await ensureSession(queryClient, config, new URL(request.url));
    return null;
  };
