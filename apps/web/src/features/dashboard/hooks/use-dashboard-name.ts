import { useMiner } from "../api/get-miner";
import { useOperator } from "../api/get-operator";
import { usePool } from "../api/get-pool";
import type { DashboardSource } from "../utils/dashboard-source";

/** The name a dashboard is about: the miner's title, the pool's name, the operator's title; undefined until loaded. */
export function useDashboardName(source: DashboardSource): string | undefined {
  const miner = useMiner(source.id, source.type === "miner");
  const pool = usePool(source.id, source.type === "pool");
  const operator = useOperator(source.id, source.type === "operator");
  if (source.type === "miner") return miner.data?.title;
  if (source.type === "pool") return pool.data?.pool_name;
  return operator.data?.title;
}
