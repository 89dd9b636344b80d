import { z } from "zod";
import { satsSchema } from "./money";

/** An address of a wallet; the newest is current and pays out only from `paused_until` on (24 h after it was set). */
export const walletAddressSchema = z.object({
  id: z.string(),
  address: z.string(),
  network: z.literal("mainnet"),
  created_at: z.string(),
  paused_until: z.string(),
  current: z.boolean(),
});
export type WalletAddress = z.infer<typeof walletAddressSchema>;

/** How many settled days the payout forecast averages (the wallet's `daily_average`). */
export const FORECAST_DAYS = 7;

/**
 * `GET miners/{id}/wallet` or `GET operators/{id}/wallet`: the BTC wallet of a miner, or of a Control Hub
 * operator (its fee income), made on first read with the pool's default minimum.
 */
export const walletSchema = z.object({
  data: z.object({
    id: z.string(),
    owner_type: z.enum(["miner", "operator"]),
    miner_id: z.string().nullable(),
    operator_id: z.string().nullable(),
    currency: z.literal("BTC"),
    address: walletAddressSchema.nullable(),
    payouts_paused_until: z.string().nullable().describe("Set while a new address is in its 24 h pause"),
    min_payment: satsSchema,
    max_payment: satsSchema.describe("0: no limit"),
    min_payment_floor: satsSchema.describe("The pool's smallest allowed minimum"),
    min_payment_ceiling: satsSchema.describe(
      "The pool's largest allowed minimum (1 BTC unless the pool sets it)",
    ),
    balance: satsSchema.describe(
      "The account's balance now (what the next payout would pay, before a maximum)",
    ),
    daily_average: satsSchema.describe(
      `Credited per settled day, averaged over the last ${FORECAST_DAYS} days`,
    ),
    payout_time_utc: z.string().describe("The pool's daily payout time, HH:MM UTC"),
  }),
});
export type Wallet = z.infer<typeof walletSchema>["data"];

/** `GET wallets/{wallet_id}/addresses`, newest first. */
export const walletAddressesSchema = z.object({ data: z.array(walletAddressSchema) });
/** `POST wallets/{wallet_id}/addresses` (aal2): Bitcoin mainnet P2PKH, P2SH, bech32 or bech32m. */
export const walletAddressBodySchema = z.object({ address: z.string().trim().min(1).max(100) });
export const walletAddressCreatedSchema = z.object({ data: walletAddressSchema });

/** `GET/POST wallets/{wallet_id}/min-payments` and `max-payments` (POST needs aal2). */
export const paymentLimitSchema = z.object({ data: z.object({ amount: satsSchema }) });
export const paymentLimitBodySchema = z.object({
  amount: z.number().int().min(0).max(2_100_000_000_000_000),
});

/**
 * The UTC day of the first payout run at which the balance should have reached `minPayment`, at `dailyAverage`
 * credited each day (rewards are credited once a day, before the payout run): the next run (today's if it has
 * not passed) when the balance is there already, else the first run after enough days. A run before
 * `pausedUntil` (a new address's 24 h pause) pays nothing, so the day is never before the pause ends. Null when
 * the earnings would never reach it (no earnings). The wallet page shows it beside the minimum payment.
 */
export function minimumReachDay(f: {
  balance: number;
  dailyAverage: number;
  minPayment: number;
  now: Date;
  payoutTimeUtc: string;
  pausedUntil?: Date | null;
}): string | null {
  const [h, m] = f.payoutTimeUtc.split(":").map(Number);
  const todayRun = new Date(f.now);
  todayRun.setUTCHours(h ?? 0, m ?? 0, 0, 0);
  const runAt = (k: number) => todayRun.getTime() + k * 86_400_000;
  const pauseEnd = f.pausedUntil?.getTime() ?? 0;
  const firstRun = Math.max(
    f.now.getTime() < todayRun.getTime() ? 0 : 1,
    Math.ceil((pauseEnd - todayRun.getTime()) / 86_400_000),
  );
  const missing = f.minPayment - f.balance;
  let days = firstRun;
  if (missing > 0) {
    if (f.dailyAverage <= 0) return null;
    days = Math.max(firstRun, Math.ceil(missing / f.dailyAverage));
  }
  if (days > 36_500) return null;
  return new Date(runAt(days)).toISOString().slice(0, 10);
}
