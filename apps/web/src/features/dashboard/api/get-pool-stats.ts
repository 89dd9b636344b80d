import type { AccountStats } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardQueryDefaults } from "./refresh";

/** `GET pools/{id}/stats`: the pool's figures summed over its miners, workers by status, miners count. */
export function getPoolStats(id: string): Promise<AccountStats> {
  return api<{ data: AccountStats }>(`pools/${encodeURIComponent(id)}/stats`).then((answer) => answer.data);
}

export function poolStatsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["dashboard", "pool", id, "stats"],
    queryFn: () => getPoolStats(id),
    ...dashboardQueryDefaults,
  });
}

export function usePoolStats(id: string, enabled = true) {
  return useQuery({ ...poolStatsQueryOptions(id), enabled });
}
