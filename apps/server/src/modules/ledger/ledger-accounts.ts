/** A ledger account as the code names it; `accountKey` gives its primary key in `ledger_accounts`. */
export type LedgerAccount =
  | { kind: "miner"; poolId: string; minerId: string }
  | { kind: "operator"; poolId: string; operatorId: string }
  | { kind: "pool_fee" | "unallocated" | "payout_clearing" | "payout_wallet"; poolId: string };

export type LedgerAccountKind = LedgerAccount["kind"];

export function accountKey(account: LedgerAccount): string {
  switch (account.kind) {
    case "miner":
      return `miner:${account.minerId}`;
    case "operator":
      return `operator:${account.operatorId}`;
    default:
      return `${account.kind}:${account.poolId}`;
  }
}

export const minerAccount = (poolId: string, minerId: string): LedgerAccount => ({
  kind: "miner",
  poolId,
  minerId,
});
export const operatorAccount = (poolId: string, operatorId: string): LedgerAccount => ({
  kind: "operator",
  poolId,
  operatorId,
});
export const poolAccount = (
  kind: "pool_fee" | "unallocated" | "payout_clearing" | "payout_wallet",
  poolId: string,
): LedgerAccount => ({ kind, poolId });
