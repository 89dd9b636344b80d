import type { WorkerSilence } from "@pithead/contract";
import type { BtcPrices, RenderContext } from "../notification-payload";
import type { Message } from "./model";
import { formatAmount, formatBtc } from "./money";
import { silenceText } from "./silence-text";
import { type Texts, textsFor } from "./texts";
import { formatTime } from "./time";

/** What an event's template needs besides its payload: the texts and the formatters of the reader. */
export type Env = {
  t: Texts;
  /** BTC with the fiat equivalents known: "0.12345678 BTC (≈ $11,728.46)". */
  amount: (sats: number, prices: BtcPrices) => string;
  /** BTC alone: "0.12345678 BTC". */
  btc: (sats: number) => string;
  /** UTC, and the reader's zone beside it. */
  time: (iso: string) => string;
  /** An address under the public URL: `url("/payments")`. */
  url: (path: string) => string;
  /** A silent worker's evidence in the worker list's words (`silence-text.ts`). */
  silence: (silence: WorkerSilence) => string;
};

export function envFor(ctx: RenderContext): Env {
  const t = textsFor(ctx.language);
  const base = ctx.publicUrl.replace(/\/+$/, "");
  return {
    t,
    amount: (sats, prices) => formatAmount(sats, prices, t.locale),
    btc: (sats) => formatBtc(sats, t.locale),
    time: (iso) => formatTime(iso, ctx.timeZone),
    url: (path) => `${base}${path}`,
    silence: (silence) => silenceText(ctx.language, silence),
  };
}

/** The footer of every message: why the reader gets it and the notification settings. */
export function footer(env: Env, reason: string): Message["footer"] {
  return { reason, change: env.t.common.footerChange, href: env.url("/settings/notifications") };
}
