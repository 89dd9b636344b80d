import type { ChartPeriod, ChartSeries, Charts } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { boundaryPath } from "./get-boundary-workers";

/** `GET miners/{id}/workers/boundary/charts?period=`: one series, the miner's boundary workers summed. */
export function boundaryChartQueryOptions(minerId: string, period: ChartPeriod) {
  return queryOptions({
    queryKey: ["workers", "boundary-charts", minerId, period],
    queryFn: ({ signal }): Promise<ChartSeries | null> =>
      api<Charts>(`${boundaryPath(minerId)}/charts`, { query: { period }, signal }).then(
        (answer) => answer.data[0] ?? null,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
    meta: { silent: true },
  });
}

export function useBoundaryChart(minerId: string, period: ChartPeriod) {
  return useQuery(boundaryChartQueryOptions(minerId, period));
}
