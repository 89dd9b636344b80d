import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { poolUsersKeys } from "./keys";

/** `DELETE pools/{id}/sessions/{session_id}`: signs that session out at once. */
export function closeUserSession(poolId: string, sessionId: string): Promise<unknown> {
  return api(`pools/${encodeURIComponent(poolId)}/sessions/${encodeURIComponent(sessionId)}`, {
    method: "DELETE",
  });
}

export function useCloseUserSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { poolId: string; sessionId: string }) => closeUserSession(v.poolId, v.sessionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: poolUsersKeys.user(userId) }),
  });
}
