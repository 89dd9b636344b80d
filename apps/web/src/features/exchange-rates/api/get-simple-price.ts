import type { ExchangeRates } from "@pithead/contract";
import type { FiatCurrency } from "../../../lib/exchange-rates-context";
import { ratesFromSimplePrice, simplePriceUrl } from "../utils/rate-rules";

/**
 * `GET <provider_url>?ids=bitcoin,tether&vs_currencies=usd[,rub]` (CoinGecko's simple price, no credentials).
 * Throws on a network failure, a non-2xx answer or a body that is not JSON.
 */
export async function getSimplePriceRates(
  providerUrl: string,
  currencies: readonly FiatCurrency[],
  signal?: AbortSignal,
): Promise<ExchangeRates> {
  const response = await fetch(simplePriceUrl(providerUrl, currencies), {
    headers: { Accept: "application/json" },
    credentials: "omit",
    signal,
  });
  if (!response.ok) throw new Error(`price service answered HTTP ${response.status}`);
  return ratesFromSimplePrice(await response.json(), currencies);
}
