import { type PoolUserList, poolUsersPerPage } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { poolUsersKeys } from "./keys";

/** `GET pools/{id}/users`: one page of the pool's users (e-mail order), searched by a part of the e-mail. */
export function poolUsersQueryOptions(poolId: string, search: string, page: number) {
  return queryOptions({
    queryKey: poolUsersKeys.list(poolId, search, page),
    queryFn: ({ signal }) =>
      api<PoolUserList>(`pools/${encodeURIComponent(poolId)}/users`, {
        query: { search: search || undefined, page, per_page: poolUsersPerPage },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePoolUsers(poolId: string, search: string, page: number) {
  return useQuery(poolUsersQueryOptions(poolId, search, page));
}
