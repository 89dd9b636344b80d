import type { Wallet } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET miners/{id}/wallet`: the miner's BTC wallet (address, pause, minimum and maximum payment). */
export function getWallet(minerId: string): Promise<Wallet> {
  return api<{ data: Wallet }>(`miners/${encodeURIComponent(minerId)}/wallet`).then((answer) => answer.data);
}

export function walletQueryOptions(minerId: string) {
  return queryOptions({
    queryKey: ["wallet", "miner", minerId],
    queryFn: () => getWallet(minerId),
    meta: { silent: true },
  });
}

export function useWallet(minerId: string) {
  return useQuery(walletQueryOptions(minerId));
}
