import { Configuration, FrontendApi } from "@ory/client-fetch";
import type { PoolConfig } from "@pithead/contract";

/** The identity service address from the configuration (`auth` address); never hard-coded. */
export function identityBaseUrl(config: Pick<PoolConfig, "addresses">): string {
  const auth = config.addresses.find((address) => address.type === "auth");
  if (!auth) throw new Error("The configuration has no auth address");
  return auth.address.replace(/\/+$/, "");
}

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
