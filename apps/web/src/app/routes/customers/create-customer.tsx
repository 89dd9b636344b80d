import { EmptyPage } from "../empty-page";

export function CreateCustomerPage() {
  return <EmptyPage page="createCustomer" icon="customers" />;
}
