import type { Balance } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET miners/{id}/balance`: what the pool owes the miner now, and its payouts not completed yet. */
export function getMinerBalance(minerId: string, signal?: AbortSignal): Promise<Balance> {
  return api<{ data: Balance }>(`miners/${encodeURIComponent(minerId)}/balance`, { signal }).then(
    (answer) => answer.data,
  );
}

export function minerBalanceQueryOptions(minerId: string) {
  return queryOptions({
    queryKey: ["transfers", "balance", minerId],
    queryFn: ({ signal }) => getMinerBalance(minerId, signal),
    staleTime: 30_000,
    meta: { silent: true },
  });
}

export function useMinerBalance(minerId: string | null) {
  return useQuery({ ...minerBalanceQueryOptions(minerId ?? ""), enabled: Boolean(minerId) });
}
