import type { ChartPeriod, ChartSeries } from "@pithead/contract";
import { useMinerChart } from "../api/get-miner-charts";
import { useOperatorChart } from "../api/get-operator-charts";
import { usePoolChart } from "../api/get-pool-charts";
import type { DashboardSource } from "../utils/dashboard-source";
import type { DashboardQuery } from "./use-dashboard-stats";

/** The hashrate series of a miner (`miners/charts`), a pool or an operator (`{pools|operators}/{id}/charts`). */
export function useDashboardChart(source: DashboardSource, period: ChartPeriod): DashboardQuery<ChartSeries> {
  const miner = useMinerChart(source.id, period, source.type === "miner");
  const pool = usePoolChart(source.id, period, source.type === "pool");
  const operator = useOperatorChart(source.id, period, source.type === "operator");
  const query = { miner, pool, operator }[source.type];
  return { data: query.data, isLoading: query.isLoading, isError: query.isError };
}
