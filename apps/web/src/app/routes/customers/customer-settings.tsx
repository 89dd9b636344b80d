import { AreaEmptyState } from "../empty-page";

export function CustomerSettingsPage() {
  return <AreaEmptyState titleKey="nav.settings" textKey="pages.customer.settings" icon="settings" />;
}
