import type { Fee } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const customerFeesPath = (operatorId: string, minerId: string) =>
  `operators/${encodeURIComponent(operatorId)}/miners/${encodeURIComponent(minerId)}/fees`;

/** `GET operators/{id}/miners/{miner_id}/fees`: the operator's fee periods for one customer. */
export function getCustomerFees(operatorId: string, minerId: string): Promise<Fee[]> {
  return api<{ data: Fee[] }>(customerFeesPath(operatorId, minerId)).then((answer) => answer.data);
}

export function customerFeesQueryOptions(operatorId: string, minerId: string) {
  return queryOptions({
    queryKey: ["fees", "operator", operatorId, "miner", minerId],
    queryFn: () => getCustomerFees(operatorId, minerId),
    meta: { silent: true },
  });
}

export function useCustomerFees(operatorId: string, minerId: string) {
  return useQuery(customerFeesQueryOptions(operatorId, minerId));
}
