import type { Session } from "@ory/client-fetch";
import type { PoolConfig } from "@pithead/contract";
import { queryOptions } from "@tanstack/react-query";
import { takeEarlyResponse } from "../../../lib/early-requests";
import { identityBaseUrl } from "../../../lib/identity-address";

export type SessionState =
  | { status: "authenticated"; session: Session }
  | { status: "anonymous" }
  | { status: "aal2_required" };

const loadIdentitySdk = () =>
  Promise.all([import("../../../lib/identity"), import("../../../lib/identity-errors")]);

/**
 * Starts loading the identity SDK (every first page needs it: the session check, or the sign-in screens) while
 * the configuration loads, so the check does not wait for it afterwards (src/main.tsx, issue 42).
 */
export function preloadIdentitySdk(): void {
  // A page of the signed-in area asked the session at load (boot/early-requests.ts): the SDK waits until needed.
  if (window.__pitheadEarly) return;
  loadIdentitySdk().catch(() => undefined); // a failure shows when the check itself loads it
}

/**
 * Session check through the Ory SDK: success -> authenticated; `session_aal2_required` (a session that still
 * needs its second factor) -> aal2_required; any other failure -> anonymous (SPEC section 4). The SDK is a
 * chunk of its own, loaded with the first check (the loaders are in the main bundle).
 */
export async function checkSession(config: Pick<PoolConfig, "addresses">): Promise<SessionState> {
  const early = await earlySession(config);
  if (early) return early;
  const [{ getIdentityClient }, { AAL2_REQUIRED, readIdentityFailure }] = await loadIdentitySdk();
  try {
    const session = await getIdentityClient(config).toSession();
    return { status: "authenticated", session };
  } catch (error) {
    const failure = await readIdentityFailure(error);
    return failure?.id === AAL2_REQUIRED ? { status: "aal2_required" } : { status: "anonymous" };
  }
}

/**
 * The answer of the `whoami` sent at page load (boot/early-requests.ts), read with the Ory SDK's own model
 * (`SessionFromJSON`, without the rest of the SDK): a session when it succeeded, else null and the check asks
 * through the SDK (an anonymous visitor, a second factor due, a failure: the SDK words those).
 */
async function earlySession(config: Pick<PoolConfig, "addresses">): Promise<SessionState | null> {
  if (!config.addresses.some((address) => address.type === "auth")) return null;
  const answer = takeEarlyResponse("whoami", `${identityBaseUrl(config)}/sessions/whoami`);
  const response = await answer?.catch(() => null);
  if (!response?.ok) return null;
  try {
    const [{ SessionFromJSON }, body] = await Promise.all([import("./session-model"), response.json()]);
    return { status: "authenticated", session: SessionFromJSON(body) };
  } catch {
    return null;
  }
}

export function sessionQueryOptions(config: Pick<PoolConfig, "addresses">) {
  return queryOptions({
    queryKey: ["session"],
    queryFn: () => checkSession(config),
    staleTime: 60_000,
    meta: { silent: true },
  });
}
