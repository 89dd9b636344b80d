import { EmptyPage } from "../empty-page";

export function DashboardPage() {
  return <EmptyPage page="dashboard" icon="dashboard" />;
}
