import type { FrontendApi } from "@ory/client-fetch";
import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { poolConfigQueryOptions } from "../features/config/api/get-pool-config";
import { getIdentityClient } from "../lib/identity";

/** The Ory FrontendApi for the configuration's `auth` address (loaded before any page renders). */
export function identityClientFrom(queryClient: QueryClient): FrontendApi {
  const config = queryClient.getQueryData(poolConfigQueryOptions.queryKey);
  if (!config) throw new Error("The configuration is not loaded");
  return getIdentityClient(config);
}

export function useIdentityClient(): FrontendApi {
  return identityClientFrom(useQueryClient());
}

export function usePoolConfig() {
  const config = useQueryClient().getQueryData(poolConfigQueryOptions.queryKey);
  if (!config) throw new Error("The configuration is not loaded");
  return config;
}
