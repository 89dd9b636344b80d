import { AreaEmptyState } from "../empty-page";

export function CustomerMiningPage() {
  return <AreaEmptyState titleKey="nav.mining" textKey="pages.customer.mining" icon="dashboard" />;
}
