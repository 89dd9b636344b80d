import { type MiningReport, priceAgeHours } from "@pithead/contract";
import { btcOf, csvRecord } from "../payments/payments-csv";

const header = [
  "settlement_day",
  "account",
  "pool",
  "credited_btc",
  "reward_btc",
  "shares_given_btc",
  "shares_received_btc",
  "referral_btc",
  "credited_at_utc",
  "btc_rub_price",
  "rub_value",
  "price_source",
  "price_at_utc",
  "stale_price_hours_before_credit",
  "payout_address",
  "payout_tx_ids",
];

type Breakdown = MiningReport["days"][number]["breakdown"];
const breakdownKeys = ["reward", "shares_given", "shares_received", "referral"] as const;
/** A day's (or the month's) reward, shares given and received and referral income, BTC, in header order. */
const parts = (b: Breakdown) => breakdownKeys.map((k) => btcOf(BigInt(b[k])));

/**
 * The report as CSV (RFC 4180, CRLF, UTF-8, UTC times, BTC with 8 decimals): one record per credited settlement
 * day (its credit, then the Payments rows behind it by kind: reward, shares given and received, referral income)
 * with the address in force and the transaction ids of that day's payouts, then a `total` record. A day whose
 * price is more than an hour older than its credit has that age in `stale_price_hours_before_credit` (else empty).
 */
export function miningReportCsv(report: MiningReport): string {
  const txOf = (day: string) =>
    report.payouts
      .filter((p) => p.day === day && p.tx_id)
      .map((p) => p.tx_id)
      .join(" ");
  const lines = report.days.map((d) =>
    csvRecord([
      d.day,
      report.account_name,
      report.pool_name,
      btcOf(BigInt(d.credited)),
      ...parts(d.breakdown),
      d.credited_at,
      d.rub_price ?? "",
      d.rub_value ?? "",
      d.rub_price_source ?? "",
      d.rub_price_at ?? "",
      d.rub_price_stale && d.rub_price_age_minutes !== null ? priceAgeHours(d.rub_price_age_minutes) : "",
      d.address ?? "",
      txOf(d.day),
    ]),
  );
  const total = csvRecord([
    "total",
    report.account_name,
    report.pool_name,
    btcOf(BigInt(report.totals.credited)),
    ...parts(
      Object.fromEntries(
        breakdownKeys.map((k) => [k, report.days.reduce((sum, d) => sum + d.breakdown[k], 0)]),
      ) as Breakdown,
    ),
    "",
    "",
    report.totals.rub_value,
    "",
    "",
    "",
    "",
    report.payouts
      .map((p) => p.tx_id)
      .filter(Boolean)
      .join(" "),
  ]);
  return csvRecord(header) + lines.join("") + total;
}
