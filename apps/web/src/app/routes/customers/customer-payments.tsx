import { AreaEmptyState } from "../empty-page";

export function CustomerPaymentsPage() {
  return <AreaEmptyState titleKey="nav.payments" textKey="pages.customer.payments" icon="payments" />;
}
