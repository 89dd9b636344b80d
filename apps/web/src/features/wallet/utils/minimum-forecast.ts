import { minimumReachDay, type Wallet } from "@pithead/contract";

/**
 * When a balance should reach a typed minimum payment at the current earnings (the contract's
 * `minimumReachDay` on the wallet's balance, 7-day average, payout time and address pause): `reached` when the balance is
 * there already (paid at the next payout, on `day`), `reach` on a later payout day, `never` without earnings.
 */
export type MinimumForecast =
  | { kind: "reached"; day: string }
  | { kind: "reach"; day: string }
  | { kind: "never" };

export function minimumForecast(
  wallet: Pick<Wallet, "balance" | "daily_average" | "payout_time_utc" | "payouts_paused_until">,
  minPayment: number,
  now: Date,
): MinimumForecast {
  const day = minimumReachDay({
    balance: wallet.balance,
    dailyAverage: wallet.daily_average,
    minPayment,
    now,
    payoutTimeUtc: wallet.payout_time_utc,
    pausedUntil: wallet.payouts_paused_until ? new Date(wallet.payouts_paused_until) : null,
  });
  if (day === null) return { kind: "never" };
  return wallet.balance >= minPayment ? { kind: "reached", day } : { kind: "reach", day };
}
