import type { PromocodeStatus, PromocodesList, PromocodeType } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The promo codes list loads 20 rows a page. */
export const PROMOCODES_PER_PAGE = 20;

export type PromocodeFilters = { status?: PromocodeStatus; type?: PromocodeType; search?: string };

/** Pages of `total` rows (at least one). */
export const promocodePages = (total: number) => Math.max(1, Math.ceil(total / PROMOCODES_PER_PAGE));

/** `GET platform/promocodes?status&type&search&page&per_page`: the old page stays until the next arrives. */
export function promocodesQueryOptions(filters: PromocodeFilters, page: number) {
  const search = filters.search?.trim() || undefined;
  return queryOptions({
    queryKey: ["promocodes", "list", filters.status ?? "all", filters.type ?? "all", search ?? "", page],
    queryFn: () =>
      api<PromocodesList>("platform/promocodes", {
        query: { status: filters.status, type: filters.type, search, page, per_page: PROMOCODES_PER_PAGE },
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function usePromocodes(filters: PromocodeFilters, page: number) {
  return useQuery(promocodesQueryOptions(filters, page));
}
