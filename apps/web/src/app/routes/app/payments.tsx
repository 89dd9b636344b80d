import { EmptyPage } from "../empty-page";

export function PaymentsPage() {
  return <EmptyPage page="payments" icon="payments" />;
}
