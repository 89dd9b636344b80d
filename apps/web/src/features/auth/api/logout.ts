import type { FrontendApi } from "@ory/client-fetch";

/** The logout parameters kept while a logout runs (SPEC section 4: cleared when a step fails). */
export const LOGOUT_KEY = "pithead.logout";

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function sessionStore(): Store | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export type LogoutSteps = {
  client: Pick<FrontendApi, "createBrowserLogoutFlow" | "updateLogoutFlow">;
  /** Whether a session exists: with one the identity service ends it, without one only this browser resets. */
  hasSession: boolean;
  /** Clears the session data (query cache of session and identity, toasts). */
  reset: () => void;
  /** Where to go afterwards (`return_to` with replace, else sign-in). */
  navigate: (to: string) => void;
  returnTo?: string | null;
  fallback: string;
  store?: Store | null;
};

/**
 * Logout: with a session, `createBrowserLogoutFlow` then `updateLogoutFlow({token})`; without one a soft logout.
 * Either ends with the reset and the redirect. A failed step clears the stored parameters and rethrows.
 */
export async function logout(steps: LogoutSteps): Promise<void> {
  const { client, hasSession, reset, navigate, returnTo, fallback, store = sessionStore() } = steps;
  try {
    store?.setItem(LOGOUT_KEY, JSON.stringify({ returnTo: returnTo ?? null }));
    if (hasSession) {
      const flow = await client.createBrowserLogoutFlow({ returnTo: returnTo ?? undefined });
      await client.updateLogoutFlow({ token: flow.logout_token });
    }
    reset();
    store?.removeItem(LOGOUT_KEY);
    navigate(returnTo || fallback);
  } catch (error) {
    store?.removeItem(LOGOUT_KEY);
    throw error;
  }
}
