import type { CustomersList } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { CustomersParams } from "../utils/list-params";

/** `GET operators/{id}/miners`: a page of the operator's customers (balance and fee for financial roles). */
export function getCustomers(operatorId: string, params: CustomersParams): Promise<CustomersList> {
  return api<CustomersList>(`operators/${encodeURIComponent(operatorId)}/miners`, {
    query: {
      name: params.name || undefined,
      sort_by: params.sort_by,
      order: params.order,
      page: params.page,
      per_page: params.per_page,
    },
  });
}

export const customersQueryOptions = (operatorId: string, params: CustomersParams) =>
  queryOptions({
    queryKey: ["customers", operatorId, params],
    queryFn: () => getCustomers(operatorId, params),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export function useCustomers(operatorId: string, params: CustomersParams) {
  return useQuery(customersQueryOptions(operatorId, params));
}
