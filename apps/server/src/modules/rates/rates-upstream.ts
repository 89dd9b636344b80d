import { acceptRate, type RateSymbol, rateSymbols } from "@pithead/contract";

/** A price as a decimal string with 8 decimals, as Binance prints them (no exponent for any real price). */
const priceText = (n: number): string => n.toFixed(8);

/** What CoinGecko calls each symbol's quote currency. */
const vsCurrency: Record<RateSymbol, string> = { BTCUSDT: "usd", BTCRUB: "rub" };

/** A Binance-shaped upstream (another Pithead, or Binance): its path ends in `/ticker/price`. */
const isTicker = (url: URL) => url.pathname.replace(/\/+$/, "").endsWith("/ticker/price");

/** The upstream request for `symbols`: CoinGecko's simple price (bitcoin and tether), or a Binance ticker. */
export function upstreamRequestUrl(upstream: string, symbols: readonly RateSymbol[]): string {
  const url = new URL(upstream);
  if (isTicker(url)) {
    url.searchParams.set("symbols", JSON.stringify(symbols));
  } else {
    url.searchParams.set("ids", "bitcoin,tether");
    url.searchParams.set("vs_currencies", symbols.map((s) => vsCurrency[s]).join(","));
  }
  return url.toString();
}

/**
 * The prices in an upstream answer. CoinGecko: BTCUSDT = bitcoin.usd / tether.usd (both numbers, tether above
 * 0), BTCRUB = bitcoin.rub. Binance: each `{symbol, price}`. A value is kept only when it is a finite number
 * above 0 (`acceptRate`); anything else is left out.
 */
export function pricesFromUpstream(body: unknown): Map<RateSymbol, string> {
  const prices = new Map<RateSymbol, string>();
  if (Array.isArray(body)) {
    for (const row of body as { symbol?: unknown; price?: unknown }[]) {
      const symbol = rateSymbols.find((s) => s === row?.symbol);
      const price = acceptRate(row?.price);
      if (symbol && price !== null) prices.set(symbol, priceText(price));
    }
    return prices;
  }
  const data = (body ?? {}) as { bitcoin?: Record<string, unknown>; tether?: Record<string, unknown> };
  const btcUsd = acceptRate(data.bitcoin?.usd);
  const tetherUsd = acceptRate(data.tether?.usd);
  if (btcUsd !== null && tetherUsd !== null) prices.set("BTCUSDT", priceText(btcUsd / tetherUsd));
  const btcRub = acceptRate(data.bitcoin?.rub);
  if (btcRub !== null) prices.set("BTCRUB", priceText(btcRub));
  return prices;
}

/** One upstream fetch with a timeout; throws on a network error, a timeout, a non-2xx answer or bad JSON. */
export async function fetchUpstream(
  upstream: string,
  symbols: readonly RateSymbol[],
  timeoutMs: number,
): Promise<Map<RateSymbol, string>> {
  const response = await fetch(upstreamRequestUrl(upstream, symbols), {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`rates upstream answered HTTP ${response.status}`);
  return pricesFromUpstream(await response.json());
}
