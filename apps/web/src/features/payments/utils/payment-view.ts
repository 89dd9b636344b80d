import type { Payment } from "@pithead/contract";
import { formatBtc } from "../../../lib/btc-amount";
import { utcDateTimeOptions } from "../../../lib/i18n-format";

/** The amount as the list shows it: BTC with 8 decimals, "+" when it came in and "-" when it went out. */
export function signedAmount(payment: Pick<Payment, "amount" | "direction">, locale?: string): string {
  const sats = payment.direction === "outgoing" ? -payment.amount : payment.amount;
  return formatBtc(sats, { locale, sign: true });
}

/** `created_at` as a UTC date and time (the day filters are UTC days, so the list shows UTC too). */
export function utcDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, utcDateTimeOptions).format(date);
}

/** A `YYYY-MM-DD` day in the locale's words (UTC). */
export function utcDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

/** Whether a row opens to more: a reward's day figures. */
export function hasRewardFigures(payment: Pick<Payment, "type" | "reward">): boolean {
  return payment.reward !== null && payment.type === "reward";
}

/** What a row opens to: a reward's day figures, or an operator's fee income of a day customer by customer. */
export type RowMore = "reward" | "feeIncome";

export function rowOpensTo(
  payment: Pick<Payment, "type" | "reward" | "settlement_day" | "operator_id">,
): RowMore | null {
  if (hasRewardFigures(payment)) return "reward";
  if (payment.type === "operator_fee" && payment.settlement_day && payment.operator_id) return "feeIncome";
  return null;
}
