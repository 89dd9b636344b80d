import type { Referrals } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Referred miners load 20 a page. */
export const REFERRALS_PER_PAGE = 20;

/** Pages of `total` referred miners (at least one). */
export const referralPages = (total: number) => Math.max(1, Math.ceil(total / REFERRALS_PER_PAGE));

/** `GET miners/{id}/referrals?page&per_page`: the old page stays until the next arrives. */
export function referralsQueryOptions(minerId: string, page: number) {
  return queryOptions({
    queryKey: ["referrals", minerId, page],
    queryFn: () =>
      api<Referrals>(`miners/${encodeURIComponent(minerId)}/referrals`, {
        query: { page, per_page: REFERRALS_PER_PAGE },
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useReferrals(minerId: string, page: number) {
  return useQuery(referralsQueryOptions(minerId, page));
}
