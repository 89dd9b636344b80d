import type { BoundaryWorkersStats } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { boundaryPath } from "./get-boundary-workers";

/** `GET miners/{id}/workers/boundary/stats`: the boundary workers' figures added up, and their statuses. */
export function boundaryStatsQueryOptions(minerId: string) {
  return queryOptions({
    queryKey: ["workers", "boundary-stats", minerId],
    queryFn: ({ signal }) =>
      api<{ data: BoundaryWorkersStats }>(`${boundaryPath(minerId)}/stats`, { signal }).then((a) => a.data),
    refetchInterval: 60_000,
    meta: { silent: true },
  });
}

export function useBoundaryStats(minerId: string) {
  return useQuery(boundaryStatsQueryOptions(minerId));
}
