import type { WorkerStatusCounts } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { WorkersOwner } from "../types";
import { ownerPath } from "./get-workers";

type Answer = { data: WorkerStatusCounts };

/** `GET {pools|operators|miners}/{id}/workers/statuses?name=`: the counts on the status filter tabs. */
export function workerStatusesQueryOptions(owner: WorkersOwner, name?: string) {
  return queryOptions({
    queryKey: ["workers", "statuses", owner.type, owner.id, name ?? ""],
    queryFn: ({ signal }): Promise<WorkerStatusCounts> =>
      api<Answer>(`${ownerPath(owner)}/workers/statuses`, { query: { name }, signal }).then((a) => a.data),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

export function useWorkerStatuses(owner: WorkersOwner, name?: string) {
  return useQuery(workerStatusesQueryOptions(owner, name));
}
