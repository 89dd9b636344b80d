import type { QueryClient } from "@tanstack/react-query";
import { ensureSession } from "./ensure-session";
import { loadConfig } from "./load-config";
import type { Loader } from "./route-loaders";

// The loaders of the routes added on demand (routes/lazy-routes.ts), apart from the entry's (route-loaders.ts);
// the signed-in pages use `routeAccessLoader` (route-loaders.ts) with the route table.

/** The name step needs a session too (SPEC section 2). */
export const nameStepLoader =
  (queryClient: QueryClient): Loader =>
  async ({ request }) => {
    const config = await loadConfig(queryClient);
    await ensureSession(queryClient, config, new URL(request.url));
    return null;
  };
