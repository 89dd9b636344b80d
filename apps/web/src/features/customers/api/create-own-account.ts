import type { CreatedAccount, CreatePoolMinerBody } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `POST pools/{id}/miners` (pool's `manage_settings`): `email` is invited as owner, else the caller owns it. */
export function createPoolMiner(poolId: string, body: CreatePoolMinerBody): Promise<CreatedAccount> {
  return api<{ data: CreatedAccount }>(`pools/${encodeURIComponent(poolId)}/miners`, {
    method: "POST",
    body,
  }).then((answer) => answer.data);
}

/** `POST miners` with `parent_miner_id` (`manage_settings` on the parent): another account of its owners. */
export function createSubMiner(body: {
  account_name: string;
  parent_miner_id: string;
}): Promise<{ id: string; account_name: string }> {
  return api<{ id: string; account_name: string }>("miners", { method: "POST", body });
}

/** Either way the identity is read again: the caller may own the new account (the account menu lists it). */
export function useCreatePoolMiner(poolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePoolMinerBody) => createPoolMiner(poolId, body),
    meta: { silent: true },
    onSuccess: () => queryClient.refetchQueries({ queryKey: ["identity"] }),
  });
}

export function useCreateSubMiner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubMiner,
    meta: { silent: true },
    onSuccess: () => queryClient.refetchQueries({ queryKey: ["identity"] }),
  });
}
