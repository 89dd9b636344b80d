import type { WorkerStats } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The detail refreshes its figures this often (the server's windows move by whole minutes). */
export const workerStatsRefreshMs = 60_000;

/** `GET workers/stats?id[]=`: the current figures of one worker (the open detail). */
export function workerStatsQueryOptions(workerId: string | null) {
  return queryOptions({
    queryKey: ["workers", "stats", workerId],
    enabled: workerId !== null,
    queryFn: ({ signal }) =>
      api<{ data: WorkerStats[] }>("workers/stats", { query: { id: [workerId ?? ""] }, signal }).then(
        (answer) => answer.data.find((row) => row.id === workerId) ?? null,
      ),
    refetchInterval: workerStatsRefreshMs,
    meta: { silent: true },
  });
}

export function useWorkerStats(workerId: string | null) {
  return useQuery(workerStatsQueryOptions(workerId));
}
