import { useDashboardStats } from "../hooks/use-dashboard-stats";
import styles from "./dashboard.module.css";
import { HashrateCard } from "./hashrate-card";
import { MoneyTiles } from "./money-tiles";
import { StatTiles } from "./stat-tiles";

/** The aggregate dashboard of a pool or an operator: the same figures, money and chart, summed over its miners. */
export function AccountDashboard({ type, id }: { type: "pool" | "operator"; id: string }) {
  const source = { type, id };
  const stats = useDashboardStats(source);
  return (
    <div className={styles.dashboard} data-testid={`${type}-dashboard`}>
      <StatTiles figures={stats.data} isError={stats.isError} />
      <MoneyTiles source={source} />
      <HashrateCard source={source} />
    </div>
  );
}
