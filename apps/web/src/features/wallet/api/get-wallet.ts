import type { Wallet } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { WalletOwner } from "../types";

const collections = { miner: "miners", operator: "operators" } as const;

/**
 * `GET miners/{id}/wallet` or `GET operators/{id}/wallet`: the owner's BTC wallet (address, pause, minimum and
 * maximum payment, and the balance and average daily credit the payout forecast uses).
 */
export function getWallet(owner: WalletOwner): Promise<Wallet> {
  return api<{ data: Wallet }>(`${collections[owner.type]}/${encodeURIComponent(owner.id)}/wallet`).then(
    (answer) => answer.data,
  );
}

export function walletQueryOptions(owner: WalletOwner) {
  return queryOptions({
    queryKey: ["wallet", owner.type, owner.id],
    queryFn: () => getWallet(owner),
    meta: { silent: true },
  });
}

export function useWallet(owner: WalletOwner) {
  return useQuery(walletQueryOptions(owner));
}
