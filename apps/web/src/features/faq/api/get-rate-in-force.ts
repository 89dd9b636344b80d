import type { ProcessingEarnings } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * `GET miners/{id}/processing-earnings`: today's estimate, read here for `rate_sats_per_th_day`, the FPPS rate in
 * force (the only place a miner can read it: `platform/rewards/rates` is the platform's).
 */
export function getRateInForce(minerId: string): Promise<ProcessingEarnings> {
  return api<{ data: ProcessingEarnings }>(`miners/${encodeURIComponent(minerId)}/processing-earnings`).then(
    (answer) => answer.data,
  );
}

export function rateInForceQueryOptions(minerId: string) {
  return queryOptions({
    queryKey: ["faq", "miner", minerId, "processing-earnings"],
    queryFn: () => getRateInForce(minerId),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export function useRateInForce(minerId: string) {
  return useQuery(rateInForceQueryOptions(minerId));
}
