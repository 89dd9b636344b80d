import type { PoolUserDeleted } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { poolUsersKeys, userPath } from "./keys";

/** `DELETE users/{user_id}`: removes the user's access within the pool (and the user, when that was all). */
export function deletePoolUser(userId: string): Promise<PoolUserDeleted> {
  return api<PoolUserDeleted>(userPath(userId), { method: "DELETE" });
}

export function useDeletePoolUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePoolUser(userId),
    onSuccess: () => queryClient.removeQueries({ queryKey: poolUsersKeys.user(userId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["pool-users", "list"] }),
  });
}
