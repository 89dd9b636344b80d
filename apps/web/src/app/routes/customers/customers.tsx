import { EmptyPage } from "../empty-page";

export function CustomersPage() {
  return <EmptyPage page="customers" icon="customers" />;
}
