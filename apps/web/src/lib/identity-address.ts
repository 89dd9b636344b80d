import type { PoolConfig } from "@pithead/contract";

// A module of its own: the session check reads the address without loading the identity SDK (lib/identity.ts).

/** The identity service address from the configuration (`auth` address); never hard-coded. */
export function identityBaseUrl(config: Pick<PoolConfig, "addresses">): string {
  const auth = config.addresses.find((address) => address.type === "auth");
  if (!auth) throw new Error("The configuration has no auth address");
  return auth.address.replace(/\/+$/, "");
}
