import { lazy, Suspense } from "react";
import { useDashboardStats } from "../hooks/use-dashboard-stats";
import styles from "./dashboard.module.css";
import { HashrateCard } from "./hashrate-card";
import { MoneyTiles } from "./money-tiles";
import { StatTiles } from "./stat-tiles";

/**
 * Below the figures and shown once the miner is loaded: fetched beside that request, not first-route code
 * (issue 18).
 */
const ConnectionCard = lazy(() => import("./connection-card").then((m) => ({ default: m.ConnectionCard })));

/**
 * A miner's dashboard: the figures, balance and earnings, the hashrate chart and (for whoever connects its hardware: the owner, an
 * operator for a customer; not a watcher) the ASIC connection parameters.
 */
export function MinerDashboard({
  minerId,
  showConnection,
  showMoney = true,
}: {
  minerId: string;
  showConnection: boolean;
  /** Balance and earnings tiles (off for a watcher whose link does not share payments). */
  showMoney?: boolean;
}) {
  const source = { type: "miner", id: minerId } as const;
  const stats = useDashboardStats(source);
  return (
    <div className={styles.dashboard} data-testid="miner-dashboard">
      <StatTiles figures={stats.data} isError={stats.isError} />
      {showMoney && <MoneyTiles source={source} />}
      <HashrateCard source={source} />
      {showConnection && (
        <Suspense fallback={null}>
          <ConnectionCard minerId={minerId} />
        </Suspense>
      )}
    </div>
  );
}
