import type { WorkerStatusCounts } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { boundaryPath } from "./get-boundary-workers";

type Answer = { data: WorkerStatusCounts };

/** `GET miners/{id}/workers/boundary/statuses?name=`: the counts of the boundary workers by status. */
export function boundaryStatusesQueryOptions(minerId: string, name?: string) {
  return queryOptions({
    queryKey: ["workers", "boundary-statuses", minerId, name ?? ""],
    queryFn: ({ signal }): Promise<WorkerStatusCounts> =>
      api<Answer>(`${boundaryPath(minerId)}/statuses`, { query: { name }, signal }).then((a) => a.data),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

export function useBoundaryStatuses(minerId: string, name?: string) {
  return useQuery(boundaryStatusesQueryOptions(minerId, name));
}
