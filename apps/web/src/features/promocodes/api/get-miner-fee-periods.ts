import type { Fee } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET miners/{id}/fees`: the miner's own pool fee periods, newest first (a promo code's among them). */
export function getMinerFeePeriods(minerId: string): Promise<Fee[]> {
  return api<{ data: Fee[] }>(`miners/${encodeURIComponent(minerId)}/fees`).then((answer) => answer.data);
}

export function minerFeePeriodsQueryOptions(minerId: string) {
  return queryOptions({
    queryKey: ["fees", "miner", minerId, "periods"],
    queryFn: () => getMinerFeePeriods(minerId),
    meta: { silent: true },
  });
}

export function useMinerFeePeriods(minerId: string) {
  return useQuery(minerFeePeriodsQueryOptions(minerId));
}
