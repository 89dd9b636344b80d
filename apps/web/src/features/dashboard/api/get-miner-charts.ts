import type { ChartPeriod, ChartSeries, Charts } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardQueryDefaults } from "./refresh";

/** `GET miners/charts?id[]=&period=`: the hashrate series of one miner over the period. */
export async function getMinerChart(id: string, period: ChartPeriod): Promise<ChartSeries | undefined> {
  const answer = await api<Charts>("miners/charts", { query: { id: [id], period } });
  return answer.data.find((series) => series.id === id);
}

export function minerChartQueryOptions(id: string, period: ChartPeriod) {
  return queryOptions({
    queryKey: ["dashboard", "miner", id, "charts", period],
    queryFn: () => getMinerChart(id, period),
    ...dashboardQueryDefaults,
  });
}

export function useMinerChart(id: string, period: ChartPeriod, enabled = true) {
  return useQuery({ ...minerChartQueryOptions(id, period), enabled });
}
