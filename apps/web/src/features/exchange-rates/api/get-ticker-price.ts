import type { ExchangeRates } from "@pithead/contract";
import type { FiatCurrency } from "../../../lib/exchange-rates-context";
import { ratesFromTicker, tickerUrl } from "../utils/rate-rules";

/**
 * The product's own fallback, `GET /api/v3/ticker/price?symbols=["BTCUSDT","BTCRUB"]` (the Binance shape
 * `[{symbol, price}]`; only the wanted symbols are asked for). Throws on a failure.
 */
export async function getTickerPriceRates(
  currencies: readonly FiatCurrency[],
  signal?: AbortSignal,
): Promise<ExchangeRates> {
  const response = await fetch(tickerUrl(currencies), {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
    signal,
  });
  if (!response.ok) throw new Error(`rate endpoint answered HTTP ${response.status}`);
  return ratesFromTicker(await response.json(), currencies);
}
