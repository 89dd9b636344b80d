import type { ChartPeriod, ChartSeries, Charts } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardQueryDefaults } from "./refresh";

/** `GET pools/{id}/charts?period=`: the pool's hashrate series (one). */
export async function getPoolChart(id: string, period: ChartPeriod): Promise<ChartSeries | undefined> {
  const answer = await api<Charts>(`pools/${encodeURIComponent(id)}/charts`, { query: { period } });
  return answer.data[0];
}

export function poolChartQueryOptions(id: string, period: ChartPeriod) {
  return queryOptions({
    queryKey: ["dashboard", "pool", id, "charts", period],
    queryFn: () => getPoolChart(id, period),
    ...dashboardQueryDefaults,
  });
}

export function usePoolChart(id: string, period: ChartPeriod, enabled = true) {
  return useQuery({ ...poolChartQueryOptions(id, period), enabled });
}
