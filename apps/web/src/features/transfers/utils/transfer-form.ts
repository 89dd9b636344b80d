import type { TransferBody } from "@pithead/contract";
import { isApiError } from "../../../lib/api-client";
import { parseBtc } from "../../../lib/btc-parse";

export type TransferInput = { from: string; to: string; amount: string };

/** A field's error as a key under `payments.transfers.errors` (or an `errors.fields` text from the server). */
export type TransferErrors = { to?: string; amount?: string; form?: string };

export type TransferCheck =
  | { ok: true; from: string; body: TransferBody }
  | { ok: false; errors: TransferErrors };

/**
 * The form before it is sent: another account to send to, an amount in BTC read exactly into integer
 * satoshis (at most 8 decimals), no more than the source balance when it is known.
 */
export function checkTransfer(input: TransferInput, balance: number | undefined): TransferCheck {
  const errors: TransferErrors = {};
  if (!input.to) errors.to = "required";
  else if (input.to === input.from) errors.to = "same";
  const amount = parseBtc(input.amount);
  if (!amount.ok) errors.amount = amount.reason;
  else if (balance !== undefined && amount.sats > balance) errors.amount = "insufficient_balance";
  if (errors.to || errors.amount || !amount.ok) return { ok: false, errors };
  return { ok: true, from: input.from, body: { to_miner_id: input.to, amount: amount.sats } };
}

const fieldOf: Record<string, keyof TransferErrors> = { to_miner_id: "to", amount: "amount" };

/**
 * A refused transfer, placed where the user looks: `insufficient_balance` and the server's field errors under
 * their fields (`amount`, `to_miner_id`), anything else above the button. Keys are error codes/texts.
 */
export function transferErrorsOf(error: unknown): TransferErrors {
  if (!isApiError(error)) return { form: "internal_error" };
  if (error.code === "insufficient_balance") return { amount: "insufficient_balance" };
  const errors: TransferErrors = {};
  for (const field of error.fields) {
    const name = fieldOf[field.name];
    if (name && !errors[name]) errors[name] = field.text;
  }
  if (!errors.to && !errors.amount) errors.form = error.code;
  return errors;
}
