import { useQueryClient } from "@tanstack/react-query";
import { poolConfigQueryOptions } from "../features/config/api/get-pool-config";

export const DEFAULT_BRAND_NAME = "Pithead";

/** The pool's name from the loaded configuration, "Pithead" before it is known. */
export function useBrandName(): string {
  const config = useQueryClient().getQueryData(poolConfigQueryOptions.queryKey);
  return config?.name || DEFAULT_BRAND_NAME;
}
