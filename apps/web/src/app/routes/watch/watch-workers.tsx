import { AreaEmptyState } from "../empty-page";

export function WatchWorkersPage() {
  return <AreaEmptyState titleKey="nav.workers" textKey="pages.watch.workers" icon="workers" />;
}
