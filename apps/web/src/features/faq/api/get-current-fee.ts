import type { CurrentFee } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET miners/{id}/fees/current`: the fee in force today (pool part, operator part unless hidden). */
export function getCurrentFee(minerId: string): Promise<CurrentFee> {
  return api<{ data: CurrentFee }>(`miners/${encodeURIComponent(minerId)}/fees/current`).then(
    (answer) => answer.data,
  );
}

/** The same cache entry as Settings' fee: one answer, wherever it is shown. */
export function currentFeeQueryOptions(minerId: string) {
  return queryOptions({
    queryKey: ["fees", "miner", minerId, "current"],
    queryFn: () => getCurrentFee(minerId),
    meta: { silent: true },
  });
}

export function useCurrentFee(minerId: string) {
  return useQuery(currentFeeQueryOptions(minerId));
}
