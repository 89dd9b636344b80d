import { z } from "zod";

export const currencies = ["BTC", "USDT", "RUB"] as const;
export type Currency = (typeof currencies)[number];
export const rateSymbols = ["BTCUSDT", "BTCRUB"] as const;
export type RateSymbol = (typeof rateSymbols)[number];

/** `GET /api/v3/ticker/price?symbols=["BTCUSDT","BTCRUB"]` (or `symbol=BTCUSDT`): the Binance shape. */
export const tickerPriceRowSchema = z.object({ symbol: z.string(), price: z.string() });
export const tickerPriceSchema = z.array(tickerPriceRowSchema);
export type TickerPriceRow = z.infer<typeof tickerPriceRowSchema>;

/** BTC priced in each currency: a finite number above 0, else null (SPEC section 5). */
export type ExchangeRates = { USDT: number | null; RUB: number | null };

/** A rate is kept only when it is a finite number above 0. */
export function acceptRate(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : null;
}
