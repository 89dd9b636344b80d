import type { PaymentsList } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { PaymentsOwner } from "../types";
import { type PaymentFilters, paymentsQueryOf } from "../utils/payment-filters";

const collections = { pool: "pools", operator: "operators", miner: "miners" } as const;

/** `{pools|operators|miners}/{id}` of the account in view. */
export function ownerPath(owner: PaymentsOwner): string {
  return `${collections[owner.type]}/${encodeURIComponent(owner.id)}`;
}

/** `GET {pools|operators|miners}/{id}/payments`: one page of the account's payments, filtered and sorted. */
export function getPayments(
  owner: PaymentsOwner,
  filters: PaymentFilters,
  signal?: AbortSignal,
): Promise<PaymentsList> {
  return api<PaymentsList>(`${ownerPath(owner)}/payments`, { query: paymentsQueryOf(filters), signal });
}

/** A new page or filter keeps the old rows on screen (dimmed) until its answer arrives. */
export function paymentsQueryOptions(owner: PaymentsOwner, filters: PaymentFilters) {
  return queryOptions({
    queryKey: ["payments", "list", owner.type, owner.id, filters],
    queryFn: ({ signal }) => getPayments(owner, filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function usePayments(owner: PaymentsOwner, filters: PaymentFilters) {
  return useQuery(paymentsQueryOptions(owner, filters));
}
