import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import type { GuardedPage } from "../../features/accounts/types";
import { accessRedirect } from "../guards/access-redirect";
import { featureFlagRedirect, type PoolFeature } from "../guards/feature-flag-redirect";
import { legacyRedirect } from "../guards/legacy-redirect";
import { platformRedirect } from "../guards/platform-redirect";
import { resetPageState } from "../page-state";
import { ensureSession } from "./ensure-session";
import { loadAppContext } from "./load-app-context";
import { loadConfig } from "./load-config";
import { redirectIf } from "./redirect-if";

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** Root: step 1, the configuration. */
export const rootLoader =
  (queryClient: QueryClient): Loader =>
  async () => ({ config: await loadConfig(queryClient) });

/** Signed-in area layout: steps 1-5, then the reset of page-level state (step 6). */
export const appLayoutLoader =
  (queryClient: QueryClient): Loader =>
  async ({ request }) => {
    const context = await loadAppContext(queryClient, request);
    resetPageState();
    return context;
  };

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

/** /operator, /miner, /operator/customers. */
export const legacyLoader: Loader = async ({ request }) => {
  redirectIf(legacyRedirect(new URL(request.url)));
  return null;
};
