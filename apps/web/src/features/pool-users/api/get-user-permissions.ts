import type { PoolUserPermission } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { poolUsersKeys, userPath } from "./keys";

/** `GET users/{user_id}/permissions`: the user's permissions within the pool. */
export function userPermissionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: poolUsersKeys.part(userId, "permissions"),
    queryFn: ({ signal }) =>
      api<{ data: PoolUserPermission[] }>(`${userPath(userId)}/permissions`, { signal }).then((r) => r.data),
  });
}

export function useUserPermissions(userId: string) {
  return useQuery(userPermissionsQueryOptions(userId));
}
