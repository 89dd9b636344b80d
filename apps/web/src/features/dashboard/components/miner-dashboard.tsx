import { useDashboardStats } from "../hooks/use-dashboard-stats";
import { ConnectionCard } from "./connection-card";
import styles from "./dashboard.module.css";
import { HashrateCard } from "./hashrate-card";
import { StatTiles } from "./stat-tiles";

/**
 * A miner's dashboard: the figures, the hashrate chart and (for whoever connects its hardware: the owner, an
 * operator for a customer; not a watcher) the ASIC connection parameters.
 */
export function MinerDashboard({ minerId, showConnection }: { minerId: string; showConnection: boolean }) {
  const source = { type: "miner", id: minerId } as const;
  const stats = useDashboardStats(source);
  return (
    <div className={styles.dashboard} data-testid="miner-dashboard">
      <StatTiles figures={stats.data} isError={stats.isError} />
      <HashrateCard source={source} />
      {showConnection && <ConnectionCard minerId={minerId} />}
    </div>
  );
}
