import { EmptyPage } from "../empty-page";

export function TransfersPage() {
  return <EmptyPage page="transfers" icon="transfers" />;
}
