import type { WalletAddress } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * `POST wallets/{wallet_id}/addresses {address}` (needs aal2: an `mfa_required` answer opens the two-factor
 * dialog in `lib/api-client` and the call is repeated once). The new address pauses payouts for 24 hours.
 */
export function addWalletAddress(walletId: string, address: string): Promise<WalletAddress> {
  return api<{ data: WalletAddress }>(`wallets/${encodeURIComponent(walletId)}/addresses`, {
    method: "POST",
    body: { address },
  }).then((answer) => answer.data);
}

export function useAddWalletAddress(walletId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => addWalletAddress(walletId, address),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["wallet"] }),
  });
}
