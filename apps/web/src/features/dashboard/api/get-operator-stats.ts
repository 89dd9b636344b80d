import type { AccountStats } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardQueryDefaults } from "./refresh";

/** `GET operators/{id}/stats`: the operator's figures summed over its customers, workers by status, miners count. */
export function getOperatorStats(id: string): Promise<AccountStats> {
  return api<{ data: AccountStats }>(`operators/${encodeURIComponent(id)}/stats`).then(
    (answer) => answer.data,
  );
}

export function operatorStatsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["dashboard", "operator", id, "stats"],
    queryFn: () => getOperatorStats(id),
    ...dashboardQueryDefaults,
  });
}

export function useOperatorStats(id: string, enabled = true) {
  return useQuery({ ...operatorStatsQueryOptions(id), enabled });
}
