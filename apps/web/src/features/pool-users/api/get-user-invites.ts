import type { PoolUserInvite } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { poolUsersKeys, userPath } from "./keys";

/** `GET users/{user_id}/invites`: invitations to the user's e-mail not yet accepted or withdrawn. */
export function userInvitesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: poolUsersKeys.part(userId, "invites"),
    queryFn: ({ signal }) =>
      api<{ data: PoolUserInvite[] }>(`${userPath(userId)}/invites`, { signal }).then((r) => r.data),
  });
}

export function useUserInvites(userId: string) {
  return useQuery(userInvitesQueryOptions(userId));
}
