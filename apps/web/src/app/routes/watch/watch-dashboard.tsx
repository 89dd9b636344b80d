import { AreaEmptyState } from "../empty-page";

export function WatchDashboardPage() {
  return <AreaEmptyState titleKey="nav.dashboard" textKey="pages.watch.dashboard" icon="dashboard" />;
}
