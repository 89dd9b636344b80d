import { AreaEmptyState } from "../empty-page";

export function WatchPaymentsPage() {
  return <AreaEmptyState titleKey="nav.payments" textKey="pages.watch.payments" icon="payments" />;
}
