import { EmptyPage } from "../empty-page";

export function ProfitSharingPage() {
  return <EmptyPage page="profitSharing" icon="profit" />;
}
