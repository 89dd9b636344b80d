import type { PaymentsOwner } from "../types";

/** The payments a page shows for the active account: a pool's, an operator's or a miner's; none for a platform. */
export function paymentsOwnerOf(
  account: { type: string; id: string } | null | undefined,
): PaymentsOwner | null {
  if (!account) return null;
  if (account.type === "pool" || account.type === "operator" || account.type === "miner")
    return { type: account.type, id: account.id };
  return null;
}
