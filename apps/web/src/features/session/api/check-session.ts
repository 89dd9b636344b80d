import type { Session } from "@ory/client-fetch";
import type { PoolConfig } from "@pithead/contract";
import { queryOptions } from "@tanstack/react-query";

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
  loadIdentitySdk().catch(() => undefined); // a failure shows when the check itself loads it
}

/**
 * Session check through the Ory SDK: success -> authenticated; `session_aal2_required` (a session that still
 * needs its second factor) -> aal2_required; any other failure -> anonymous (SPEC section 4). The SDK is a
 * chunk of its own, loaded with the first check (the loaders are in the main bundle).
 */
export async function checkSession(config: Pick<PoolConfig, "addresses">): Promise<SessionState> {
  const [{ getIdentityClient }, { AAL2_REQUIRED, readIdentityFailure }] = await loadIdentitySdk();
  try {
    const session = await getIdentityClient(config).toSession();
    return { status: "authenticated", session };
  } catch (error) {
    const failure = await readIdentityFailure(error);
    return failure?.id === AAL2_REQUIRED ? { status: "aal2_required" } : { status: "anonymous" };
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
