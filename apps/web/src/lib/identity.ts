import { Configuration, FrontendApi } from "@ory/client-fetch";
import type { PoolConfig } from "@pithead/contract";
import { identityBaseUrl } from "./identity-address";

export { identityBaseUrl };

export function createIdentityClient(basePath: string): FrontendApi {
  return new FrontendApi(
    new Configuration({ basePath, credentials: "include", headers: { Accept: "application/json" } }),
  );
}

let cached: { basePath: string; client: FrontendApi } | null = null;

/** One Ory FrontendApi per identity address. */
export function getIdentityClient(config: Pick<PoolConfig, "addresses">): FrontendApi {
  const basePath = identityBaseUrl(config);
  if (cached?.basePath !== basePath) cached = { basePath, client: createIdentityClient(basePath) };
  return cached.client;
}
