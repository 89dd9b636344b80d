import { useRouteLoaderData } from "react-router";
import { MinerDashboard } from "../../../features/dashboard";
import type { WatchContext } from "../../loaders/watch-loader";
import { AreaEmptyState } from "../empty-page";

/**
 * `/watch/:watcherToken`: the watched miner's dashboard, read-only (figures and chart; the API client sends
 * the watcher token). A link that shows no account, or not its dashboard, says so.
 */
export function WatchDashboardPage() {
  const { permission } = useRouteLoaderData("watch") as WatchContext;
  if (!permission)
    return <AreaEmptyState titleKey="nav.dashboard" textKey="dashboard.watch.none" icon="dashboard" />;
  if (permission.sections && !permission.sections.includes("dashboard")) {
    return <AreaEmptyState titleKey="nav.dashboard" textKey="dashboard.watch.notShared" icon="dashboard" />;
  }
  const showMoney = !permission.sections || permission.sections.includes("payments");
  return (
    <MinerDashboard
      key={permission.id}
      minerId={permission.id}
      showConnection={false}
      showMoney={showMoney}
    />
  );
}
