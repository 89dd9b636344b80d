import type { UserDeletionRequest } from "@pithead/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userPath } from "./keys";

/** `POST users/{user_id}/deletion-request`: the signed-in user's own request to delete their user. */
export function requestUserDeletion(identityId: string): Promise<UserDeletionRequest> {
  return api<UserDeletionRequest>(`${userPath(identityId)}/deletion-request`, { method: "POST" });
}

export function useRequestUserDeletion(identityId: string) {
  return useMutation({ mutationFn: () => requestUserDeletion(identityId) });
}
