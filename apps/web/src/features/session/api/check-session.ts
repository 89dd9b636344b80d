import type { Session } from "@ory/client-fetch";
import type { PoolConfig } from "@pithead/contract";
import { queryOptions } from "@tanstack/react-query";

export type SessionState = { status: "authenticated"; session: Session } | { status: "anonymous" };

/** Session check through the Ory SDK: success -> authenticated, any failure -> anonymous (SPEC section 4). */
export async function checkSession(config: Pick<PoolConfig, "addresses">): Promise<SessionState> {
  try {
    // The Ory SDK is large: it loads with the first session check, not with the first paint.
    const { getIdentityClient } = await import("../../../lib/identity");
    const session = await getIdentityClient(config).toSession();
    return { status: "authenticated", session };
  } catch {
    return { status: "anonymous" };
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
