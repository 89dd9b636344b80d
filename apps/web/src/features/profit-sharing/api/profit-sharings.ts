import type { ProfitSharing, ProfitSharingBody, ProfitSharings } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const base = (minerId: string) => `miners/${encodeURIComponent(minerId)}/profit-sharings`;
const one = (minerId: string, recipient: string) => `${base(minerId)}/${encodeURIComponent(recipient)}`;

export const profitSharingsKey = (minerId: string) => ["profit-sharings", minerId] as const;

/** `GET miners/{id}/profit-sharings`: the miner's splits as a donor and as a recipient, and the next start day. */
export function profitSharingsQueryOptions(minerId: string) {
  return queryOptions({
    queryKey: profitSharingsKey(minerId),
    queryFn: () => api<{ data: ProfitSharings }>(base(minerId)).then((answer) => answer.data),
    meta: { silent: true },
  });
}

export function useProfitSharings(minerId: string) {
  return useQuery(profitSharingsQueryOptions(minerId));
}

/** `PUT miners/{id}/profit-sharings/{recipient}`: a new split or a new percent, from the next settlement day. */
export function saveProfitSharing(
  minerId: string,
  recipient: string,
  body: ProfitSharingBody,
): Promise<ProfitSharing> {
  return api<{ data: ProfitSharing }>(one(minerId, recipient), { method: "PUT", body }).then(
    (answer) => answer.data,
  );
}

export type SplitEnded = { last_day: string | null; canceled_scheduled: boolean };

/** `DELETE miners/{id}/profit-sharings/{recipient}`: the split pays through today, then stops. */
export function endProfitSharing(minerId: string, recipient: string): Promise<SplitEnded> {
  return api<{ data: SplitEnded }>(one(minerId, recipient), { method: "DELETE" }).then(
    (answer) => answer.data,
  );
}
