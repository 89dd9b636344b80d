import type { Session } from "@ory/client-fetch";
import type { PoolConfig } from "@pithead/contract";
import type { QueryClient } from "@tanstack/react-query";
import { identityQueryOptions } from "../../features/accounts/api/get-identity";
import type { AccessEntry, Identity, Permission } from "../../features/accounts/types";
import { accessEntryFor } from "../../features/accounts/utils/access-entry";
import { chooseActiveAccount, readSavedAccountId } from "../../features/accounts/utils/active-account";
import { setWatcherToken } from "../../lib/api-client";
import { type IdentityLoad, identityRedirect } from "../guards/identity-redirect";
import { promocodeRedirect } from "../guards/promocode-redirect";
import { ensureSession } from "./ensure-session";
import { loadConfig } from "./load-config";
import { redirectIf } from "./redirect-if";

export type AppContext = {
  config: PoolConfig;
  session: Session;
  identity: Identity;
  account: Permission | null;
  access: AccessEntry | null;
};

async function loadIdentity(queryClient: QueryClient): Promise<Identity | null> {
  try {
    return await queryClient.ensureQueryData(identityQueryOptions);
  } catch {
    return null;
  }
}

/**
 * The page order of the signed-in area (SPEC section 2): configuration, promocode redirect, session check
 * (required), identity load (required), user info (active account and its access). Every loader of the area
 * awaits this, so a guarded page waits for the role check; the queries are shared, so it runs once.
 */
export async function loadAppContext(queryClient: QueryClient, request: Request): Promise<AppContext> {
  const url = new URL(request.url);
  setWatcherToken(null);
  const config = await loadConfig(queryClient);
  redirectIf(promocodeRedirect(url));

  const session = await ensureSession(queryClient, config, url);

  const identity = await loadIdentity(queryClient);
  const load: IdentityLoad = identity
    ? { status: "success", permissionCount: identity.permissions.length }
    : { status: "error" };
  redirectIf(identityRedirect(url, load));
  if (!identity) throw new Error("unreachable: identity failed");

  const account = chooseActiveAccount(identity.permissions, readSavedAccountId());
  return { config, session, identity, account, access: accessEntryFor(account) };
}
