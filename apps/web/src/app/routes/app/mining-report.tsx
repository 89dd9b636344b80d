import { EmptyPage } from "../empty-page";

export function MiningReportPage() {
  return <EmptyPage page="miningReport" icon="report" />;
}
