import { AreaEmptyState } from "../empty-page";

export function PlatformPayoutsPage() {
  return <AreaEmptyState titleKey="nav.payouts" textKey="pages.platform.payouts" icon="payments" />;
}
