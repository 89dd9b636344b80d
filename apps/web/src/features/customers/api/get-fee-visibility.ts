import type { FeeVisibility } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const path = (operatorId: string, minerId: string) =>
  `operators/${encodeURIComponent(operatorId)}/miners/${encodeURIComponent(minerId)}/fee-visibility`;

/** `GET operators/{id}/miners/{miner_id}/fee-visibility`: whether the customer's users see the operator's fee. */
export function getFeeVisibility(operatorId: string, minerId: string): Promise<FeeVisibility> {
  return api<{ data: FeeVisibility }>(path(operatorId, minerId)).then((answer) => answer.data);
}

export const feeVisibilityKey = (operatorId: string, minerId: string) => [
  "fee-visibility",
  operatorId,
  minerId,
];

export function useFeeVisibility(operatorId: string, minerId: string) {
  return useQuery(
    queryOptions({
      queryKey: feeVisibilityKey(operatorId, minerId),
      queryFn: () => getFeeVisibility(operatorId, minerId),
    }),
  );
}
