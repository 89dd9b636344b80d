import type { PoolConfig } from "@pithead/contract";
import type { QueryClient } from "@tanstack/react-query";
import { poolConfigQueryOptions } from "../../features/config/api/get-pool-config";
import { type ConfigLoad, requireConfig } from "../guards/config-guard";

/** Step 1 of the page order: the configuration, cached by TanStack Query. */
export async function loadConfig(queryClient: QueryClient): Promise<PoolConfig> {
  let load: ConfigLoad;
  try {
    load = { status: "success", data: await queryClient.ensureQueryData(poolConfigQueryOptions) };
  } catch (error) {
    load = { status: "error", error };
  }
  return requireConfig(load);
}
