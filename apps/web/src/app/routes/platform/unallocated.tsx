import { AreaEmptyState } from "../empty-page";

export function PlatformUnallocatedPage() {
  return <AreaEmptyState titleKey="nav.unallocated" textKey="pages.platform.unallocated" icon="wallet" />;
}
