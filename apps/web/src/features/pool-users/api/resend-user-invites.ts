import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { poolUsersKeys, userPath } from "./keys";

/** `POST users/{user_id}/invites`: mails one pending invitation (or all of them) again with a new link. */
export function resendUserInvites(userId: string, inviteId?: string): Promise<{ resent: number }> {
  return api<{ resent: number }>(`${userPath(userId)}/invites`, {
    method: "POST",
    body: inviteId ? { invite_id: inviteId } : {},
  });
}

export function useResendUserInvites(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId?: string) => resendUserInvites(userId, inviteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: poolUsersKeys.part(userId, "invites") }),
  });
}
