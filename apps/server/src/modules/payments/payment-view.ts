import type { Payment, PaymentDirection, PaymentStatus, PaymentType, RewardDetails } from "@pithead/contract";
import { formatScaled } from "../../lib/decimal";
import { maskAccountName } from "../referrals/masked-account";
import type { PaymentRow } from "./payments.repository";

/** A satoshi amount (bigint) on the wire: JSON numbers are exact up to 2^53, far above 21e6 BTC. */
export const satsOut = (amount: bigint): number => Number(amount);

/** A stored detail as a bigint (details keep integers as numbers, or as strings when not safe), else null. */
function bigOf(value: unknown): bigint | null {
  if (typeof value === "bigint") return value;
  if (typeof value === "number" && Number.isInteger(value)) return BigInt(value);
  if (typeof value === "string" && /^-?\d+$/.test(value)) return BigInt(value);
  return null;
}

/** The fee taken from a reward: the pool's plus the operator's, in satoshis (null when not recorded). */
export function rewardFee(details: unknown): bigint | null {
  const d = (details ?? {}) as Record<string, unknown>;
  const pool = bigOf(d.pool_fee);
  if (pool === null) return null;
  return pool + (bigOf(d.operator_fee) ?? 0n);
}

/**
 * The reward figures a miner sees, from the details the reward job stored (`share_difficulty`, `hashrate_ths`,
 * `msats_per_th_day`, `gross`, `pool_fee`, `pool_fee_ppm`, `operator_fee`, `operator_fee_ppm`, `net`). The rate
 * is shown in satoshis with 3 decimals (the stored millisatoshis / 1000); the fee percent is the two ppm figures
 * added up / 10^4, exact. With `feeHidden` the fee and its percent are null. Null when the details are not a
 * reward's.
 */
export function rewardDetailsOf(details: unknown, feeHidden: boolean): RewardDetails | null {
  const d = (details ?? {}) as Record<string, unknown>;
  const gross = bigOf(d.gross);
  const net = bigOf(d.net);
  const msats = bigOf(d.msats_per_th_day);
  if (gross === null || net === null || msats === null) return null;
  const ppm = (bigOf(d.pool_fee_ppm) ?? 0n) + (bigOf(d.operator_fee_ppm) ?? 0n);
  const fee = rewardFee(details) ?? gross - net;
  return {
    share_difficulty: String(d.share_difficulty ?? "0"),
    hashrate_ths: String(d.hashrate_ths ?? "0"),
    rate_sats_per_th_day: formatScaled(msats, 3, 3),
    gross: satsOut(gross),
    fee_percent: feeHidden ? null : formatScaled(ppm, 4),
    fee: feeHidden ? null : satsOut(fee),
    net: satsOut(net),
  };
}

/** A `profit_sharing` or `referral` payment's split type and percent (`insertSharePayments`), else null. */
function sharingOf(details: unknown): Payment["sharing"] {
  const d = (details ?? {}) as Record<string, unknown>;
  const type = d.sharing_type;
  if ((type !== "profit_sharing" && type !== "referral") || typeof d.percent !== "string") return null;
  return { type, percent: d.percent };
}

/** A `referral` row's referred account, masked (the referrer must not learn who joined); else null. */
export const referredAccountOf = (row: Pick<PaymentRow, "type" | "referredName">): string | null =>
  row.type === "referral" && row.referredName ? maskAccountName(row.referredName) : null;

/** The other account of a row as lists, the CSV and the reward mail show it: a referral's masked. */
export const counterpartyShown = (
  row: Pick<PaymentRow, "type" | "referredName" | "counterpartyName">,
): string | null => referredAccountOf(row) ?? row.counterpartyName;

/** A stored payment as the API answers it. */
export function paymentOf(row: PaymentRow, feeHidden: boolean): Payment {
  return {
    id: row.id,
    miner_id: row.minerId,
    operator_id: row.operatorId,
    account_name: row.accountName,
    type: row.type as PaymentType,
    direction: row.direction as PaymentDirection,
    status: row.status as PaymentStatus,
    amount: satsOut(row.amount),
    created_at: row.createdAt.toISOString(),
    settlement_day: row.settlementDay,
    counterparty:
      row.counterpartyMinerId && row.counterpartyName
        ? { miner_id: row.counterpartyMinerId, account_name: row.counterpartyName }
        : null,
    address: row.address,
    tx_id: row.txId,
    reward: row.type === "reward" ? rewardDetailsOf(row.details, feeHidden) : null,
    sharing: row.type === "profit_sharing" || row.type === "referral" ? sharingOf(row.details) : null,
    referred_account: referredAccountOf(row),
  };
}
