import type { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../lib/api-client";

type Deps = {
  /** The identity's permissions as the app holds them now, and fetched again from the server. */
  current(): unknown;
  refetch(): Promise<unknown>;
  /** Runs the route loaders again (active account, access entry, guards). */
  revalidate(): Promise<unknown>;
};

const accessDenied = (error: unknown) => isApiError(error) && error.code === "access_denied";

/**
 * Revocation takes effect at the next click: when a call answers 403 `access_denied`, the identity is read
 * again, and when its permissions changed the loaders run again, so the guards move the user off a page (or an
 * account) they lost. A 403 that changes nothing (a page the role never had) reloads nothing: no loop.
 * Returns the unsubscribe function.
 */
export function watchAccessLoss(queryClient: QueryClient, deps: Deps): () => void {
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const before = JSON.stringify(deps.current() ?? null);
      const after = JSON.stringify((await deps.refetch()) ?? null);
      if (before !== after) await deps.revalidate();
    } catch {
      // The identity could not be read: the next loader run decides (to login, or an error page).
    } finally {
      checking = false;
    }
  };
  const offQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && accessDenied(event.action.error))
      void check();
  });
  const offMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && accessDenied(event.action.error))
      void check();
  });
  return () => {
    offQueries();
    offMutations();
  };
}
