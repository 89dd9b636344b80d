import { useCustomer } from "../api/get-customer";

/** The customer area's header: the title and the account name (never the id); empty while loading. */
export function useCustomerHeading(id: string): { title: string; accountName: string } {
  const customer = useCustomer(id);
  return { title: customer.data?.title ?? "", accountName: customer.data?.account_name ?? "" };
}
