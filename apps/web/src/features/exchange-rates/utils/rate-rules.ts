import { acceptRate, type ExchangeRates, type RateSymbol } from "@pithead/contract";
import type { FiatCurrency } from "../../../lib/exchange-rates-context";

const symbolOf: Record<FiatCurrency, RateSymbol> = { USDT: "BTCUSDT", RUB: "BTCRUB" };

/**
 * The price service's query: `ids=bitcoin,tether` (tether prices USDT, which is always wanted) and
 * `vs_currencies=usd` plus `rub` only when RUB is wanted.
 */
export function simplePriceUrl(providerUrl: string, currencies: readonly FiatCurrency[]): string {
  const url = new URL(providerUrl);
  const ids = ["bitcoin", ...(currencies.includes("USDT") ? ["tether"] : [])];
  const vs = ["usd", ...(currencies.includes("RUB") ? ["rub"] : [])];
  url.searchParams.set("ids", ids.join(","));
  url.searchParams.set("vs_currencies", vs.join(","));
  return url.toString();
}

const priceOf = (body: unknown, coin: string, currency: string): unknown => {
  if (typeof body !== "object" || body === null) return undefined;
  const entry = (body as Record<string, unknown>)[coin];
  if (typeof entry !== "object" || entry === null) return undefined;
  return (entry as Record<string, unknown>)[currency];
};

/**
 * SPEC section 5: BTC/USDT = bitcoin.usd / tether.usd, only when both are numbers and tether is above 0;
 * BTC/RUB = bitcoin.rub; each kept only when a finite number above 0, else null. A currency not wanted is null.
 */
export function ratesFromSimplePrice(body: unknown, currencies: readonly FiatCurrency[]): ExchangeRates {
  const btcUsd = priceOf(body, "bitcoin", "usd");
  const tetherUsd = priceOf(body, "tether", "usd");
  const btcRub = priceOf(body, "bitcoin", "rub");
  const usdt =
    typeof btcUsd === "number" && typeof tetherUsd === "number" && tetherUsd > 0
      ? acceptRate(btcUsd / tetherUsd)
      : null;
  return {
    USDT: currencies.includes("USDT") ? usdt : null,
    RUB: currencies.includes("RUB") && typeof btcRub === "number" ? acceptRate(btcRub) : null,
  };
}

/** The fallback's query: `symbols=["BTCUSDT","BTCRUB"]` with only the wanted symbols, URL-encoded JSON. */
export function tickerUrl(currencies: readonly FiatCurrency[]): string {
  const symbols = currencies.map((currency) => symbolOf[currency]);
  return `/api/v3/ticker/price?symbols=${encodeURIComponent(JSON.stringify(symbols))}`;
}

/** The fallback's `[{symbol, price}]` (price a decimal string), each rate accepted by the same rule. */
export function ratesFromTicker(body: unknown, currencies: readonly FiatCurrency[]): ExchangeRates {
  const rows = Array.isArray(body) ? body : [];
  const price = (currency: FiatCurrency) => {
    if (!currencies.includes(currency)) return null;
    const row = rows.find(
      (item: unknown) =>
        typeof item === "object" &&
        item !== null &&
        (item as { symbol?: unknown }).symbol === symbolOf[currency],
    ) as { price?: unknown } | undefined;
    return acceptRate(row?.price);
  };
  return { USDT: price("USDT"), RUB: price("RUB") };
}
