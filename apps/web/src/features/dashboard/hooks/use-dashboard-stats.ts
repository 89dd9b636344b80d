import { useMinerStats } from "../api/get-miner-stats";
import { useOperatorStats } from "../api/get-operator-stats";
import { usePoolStats } from "../api/get-pool-stats";
import type { DashboardFigures, DashboardSource } from "../utils/dashboard-source";

export type DashboardQuery<T> = { data: T | undefined; isLoading: boolean; isError: boolean };

/** The tiles' figures of a miner (`miners/stats`), a pool or an operator (`{pools|operators}/{id}/stats`). */
export function useDashboardStats(source: DashboardSource): DashboardQuery<DashboardFigures> {
  const miner = useMinerStats(source.id, source.type === "miner");
  const pool = usePoolStats(source.id, source.type === "pool");
  const operator = useOperatorStats(source.id, source.type === "operator");
  const query = { miner, pool, operator }[source.type];
  return { data: query.data, isLoading: query.isLoading, isError: query.isError };
}
