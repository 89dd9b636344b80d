import type { PoolUserSession } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { poolUsersKeys, userPath } from "./keys";

/** `GET users/{user_id}/sessions`: the user's active sessions, newest sign-in first. */
export function userSessionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: poolUsersKeys.part(userId, "sessions"),
    queryFn: ({ signal }) =>
      api<{ data: PoolUserSession[] }>(`${userPath(userId)}/sessions`, { signal }).then((r) => r.data),
  });
}

export function useUserSessions(userId: string) {
  return useQuery(userSessionsQueryOptions(userId));
}
