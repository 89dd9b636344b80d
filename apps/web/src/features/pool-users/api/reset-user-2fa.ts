import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { poolUsersKeys, userPath } from "./keys";

/** `POST users/{user_id}/2fa/reset`: removes the user's second factors and signs them out; they get an e-mail. */
export function resetUserSecondFactor(userId: string) {
  return api<{ removed: number; sessions_closed: number }>(`${userPath(userId)}/2fa/reset`, {
    method: "POST",
  });
}

export function useResetUserSecondFactor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetUserSecondFactor(userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: poolUsersKeys.all }),
  });
}
