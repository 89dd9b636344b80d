import type { OperatorPaymentScope, PaymentsList } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { PaymentsOwner } from "../types";
import { type PaymentFilters, paymentsQueryOf } from "../utils/payment-filters";

const collections = { pool: "pools", operator: "operators", miner: "miners" } as const;

/** `{pools|operators|miners}/{id}` of the account in view. */
export function ownerPath(owner: PaymentsOwner): string {
  return `${collections[owner.type]}/${encodeURIComponent(owner.id)}`;
}

/**
 * `GET {pools|operators|miners}/{id}/payments`: one page of the account's payments, filtered and sorted. An
 * operator's `scope` picks its customers' rows (default) or its own: fee income per day and its payouts.
 */
export function getPayments(
  owner: PaymentsOwner,
  filters: PaymentFilters,
  signal?: AbortSignal,
  scope?: OperatorPaymentScope,
): Promise<PaymentsList> {
  const query = { ...paymentsQueryOf(filters), scope: owner.type === "operator" ? scope : undefined };
  return api<PaymentsList>(`${ownerPath(owner)}/payments`, { query, signal });
}

/** A new page or filter keeps the old rows on screen (dimmed) until its answer arrives. */
export function paymentsQueryOptions(
  owner: PaymentsOwner,
  filters: PaymentFilters,
  scope?: OperatorPaymentScope,
) {
  return queryOptions({
    queryKey: ["payments", "list", owner.type, owner.id, scope ?? "customers", filters],
    queryFn: ({ signal }) => getPayments(owner, filters, signal, scope),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function usePayments(owner: PaymentsOwner, filters: PaymentFilters, scope?: OperatorPaymentScope) {
  return useQuery(paymentsQueryOptions(owner, filters, scope));
}
