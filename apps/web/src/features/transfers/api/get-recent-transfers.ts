import type { PaymentsList } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The transfers page lists this many of the newest transfers. */
export const recentTransfersCount = 10;

/** `GET miners/{id}/payments?type=transfer`: the account's newest transfers, both ways. */
export function getRecentTransfers(minerId: string, signal?: AbortSignal): Promise<PaymentsList> {
  return api<PaymentsList>(`miners/${encodeURIComponent(minerId)}/payments`, {
    query: { type: "transfer", sort: "desc", page: 1, per_page: recentTransfersCount },
    signal,
  });
}

export function recentTransfersQueryOptions(minerId: string) {
  return queryOptions({
    queryKey: ["transfers", "recent", minerId],
    queryFn: ({ signal }) => getRecentTransfers(minerId, signal),
    staleTime: 30_000,
    meta: { silent: true },
  });
}

export function useRecentTransfers(minerId: string | null) {
  return useQuery({ ...recentTransfersQueryOptions(minerId ?? ""), enabled: Boolean(minerId) });
}
