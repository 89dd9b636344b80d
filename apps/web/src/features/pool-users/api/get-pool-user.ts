import type { PoolUserDetail } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { poolUsersKeys, userPath } from "./keys";

/** `GET users/{user_id}`: the user's accounts, second factor, sign-ins and deletion request. */
export function poolUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: poolUsersKeys.part(userId, "detail"),
    queryFn: ({ signal }) => api<PoolUserDetail>(userPath(userId), { signal }),
    retry: false,
  });
}

export function usePoolUser(userId: string) {
  return useQuery(poolUserQueryOptions(userId));
}
