import type { CurrentFee } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/** `GET miners/{id}/fees/current`: the fee in force today (pool part, operator part unless hidden). */
export function getCurrentFee(minerId: string): Promise<CurrentFee> {
  return api<{ data: CurrentFee }>(`miners/${encodeURIComponent(minerId)}/fees/current`).then(
    (answer) => answer.data,
  );
}

/** One cache entry for the fee in force, wherever it is shown (Settings, the FAQ). */
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
