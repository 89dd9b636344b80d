import type { WalletAddress } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET wallets/{wallet_id}/addresses`: every address the wallet had, newest first. */
export function getWalletAddresses(walletId: string): Promise<WalletAddress[]> {
  return api<{ data: WalletAddress[] }>(`wallets/${encodeURIComponent(walletId)}/addresses`).then(
    (answer) => answer.data,
  );
}

export function walletAddressesQueryOptions(walletId: string) {
  return queryOptions({
    queryKey: ["wallet", "addresses", walletId],
    queryFn: () => getWalletAddresses(walletId),
    meta: { silent: true },
  });
}

export function useWalletAddresses(walletId: string | undefined) {
  return useQuery({ ...walletAddressesQueryOptions(walletId ?? ""), enabled: walletId !== undefined });
}
