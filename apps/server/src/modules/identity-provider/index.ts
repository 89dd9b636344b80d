import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { ChangeCache } from "../../lib/change-cache";
import { httpIdentityProvider } from "./http.provider";
import type { IdentityProvider } from "./identity-provider";
import { inProcessIdentityProvider } from "./in-process.provider";

export * from "./identity-provider";

/** A real Ory Kratos when `IDENTITY_URL` is set, else the built-in identity module. */
export function createIdentityProvider(
  config: Config,
  db: Db,
  clock: Clock,
  cache?: ChangeCache,
): IdentityProvider {
  return config.identityUrl
    ? httpIdentityProvider({ identityUrl: config.identityUrl, clock })
    : inProcessIdentityProvider(db, clock, cache);
}
