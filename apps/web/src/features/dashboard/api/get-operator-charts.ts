import type { ChartPeriod, ChartSeries, Charts } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardQueryDefaults } from "./refresh";

/** `GET operators/{id}/charts?period=`: the operator's hashrate series (one). */
export async function getOperatorChart(id: string, period: ChartPeriod): Promise<ChartSeries | undefined> {
  const answer = await api<Charts>(`operators/${encodeURIComponent(id)}/charts`, { query: { period } });
  return answer.data[0];
}

export function operatorChartQueryOptions(id: string, period: ChartPeriod) {
  return queryOptions({
    queryKey: ["dashboard", "operator", id, "charts", period],
    queryFn: () => getOperatorChart(id, period),
    ...dashboardQueryDefaults,
  });
}

export function useOperatorChart(id: string, period: ChartPeriod, enabled = true) {
  return useQuery({ ...operatorChartQueryOptions(id, period), enabled });
}
