import type { ChartPeriod, ChartSeries, Charts } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET workers/charts?id[]=&period=`: the hashrate series of one worker (the open detail). */
export function workerChartQueryOptions(workerId: string, period: ChartPeriod) {
  return queryOptions({
    queryKey: ["workers", "charts", workerId, period],
    queryFn: ({ signal }): Promise<ChartSeries | null> =>
      api<Charts>("workers/charts", { query: { id: [workerId], period }, signal }).then(
        (answer) => answer.data.find((series) => series.id === workerId) ?? null,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
    meta: { silent: true },
  });
}

export function useWorkerChart(workerId: string, period: ChartPeriod) {
  return useQuery(workerChartQueryOptions(workerId, period));
}
