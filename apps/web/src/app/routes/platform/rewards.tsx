import { AreaEmptyState } from "../empty-page";

export function PlatformRewardsPage() {
  return <AreaEmptyState titleKey="nav.rewards" textKey="pages.platform.rewards" icon="platform" />;
}
