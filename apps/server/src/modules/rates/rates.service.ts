import { type RateSymbol, rateSymbols, type TickerPriceRow } from "@pithead/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { ProductError } from "../../lib/product-error";
import { type RatesRepository, ratesRepository } from "./rates.repository";
import { fetchUpstream } from "./rates-upstream";

export type RatesDeps = {
  repo: RatesRepository;
  clock: Clock;
  log: Pick<FastifyBaseLogger, "warn" | "info" | "debug">;
  upstreamUrl: string;
  cacheSeconds: number;
  fallback: ReadonlyMap<string, string>;
  /** The upstream's time limit (about 3 s: the page waits for it at most once per cache period). */
  timeoutMs?: number;
  fetch?: typeof fetchUpstream;
};

/** After a failed fetch the upstream is asked again after the cache period, at most a minute later. */
const maxRetryMs = 60_000;

const invalidSymbol = (name: string) =>
  new ProductError("validation_failed", 400, "Invalid symbol.", [{ name, text: "invalid_input" }]);

/** `symbol=BTCUSDT` or `symbols=["BTCUSDT","BTCRUB"]` (neither: every symbol), as Binance reads them. */
export function symbolsOf(query: { symbol?: string; symbols?: string }): RateSymbol[] {
  const known = (s: unknown): s is RateSymbol => rateSymbols.includes(s as RateSymbol);
  if (query.symbol !== undefined && query.symbols !== undefined) throw invalidSymbol("symbols");
  if (query.symbol !== undefined) {
    if (!known(query.symbol)) throw invalidSymbol("symbol");
    return [query.symbol];
  }
  if (query.symbols === undefined) return [...rateSymbols];
  let list: unknown;
  try {
    list = JSON.parse(query.symbols);
  } catch {
    throw invalidSymbol("symbols");
  }
  if (!Array.isArray(list) || list.length === 0 || !list.every(known)) throw invalidSymbol("symbols");
  return [...new Set(list)];
}

/**
 * The server's BTC prices (no Fastify, no SQL here).
 * - Fetched from the configured upstream (every symbol at once, ~3 s limit), kept for RATES_CACHE_SECONDS;
 *   concurrent requests share one fetch. Each fetched price is recorded in `exchange_rates` unless one of that
 *   symbol was recorded within the cache period (so at most once per period, across restarts too).
 * - A failure (offline, timeout, bad answer) is never answered; it is logged as a warning when an outage starts,
 *   at debug level while it lasts, and at info when the upstream answers again: each symbol then comes from the last
 *   stored price, else the configured RATES_FALLBACK; the upstream is tried again after min(cache, 60 s).
 * - A symbol with no price at all (no fallback configured) is left out of the answer.
 */
export function ratesService(deps: RatesDeps) {
  const { repo, clock, log } = deps;
  const cacheMs = deps.cacheSeconds * 1000;
  const fetchPrices = deps.fetch ?? fetchUpstream;
  let cached: { prices: Map<RateSymbol, string>; until: number } | null = null;
  let inflight: Promise<Map<RateSymbol, string> | null> | null = null;
  let retryAt = 0;
  // An outage is logged when it starts and when it ends, not at every retry (offline machines retry each minute).
  let down = false;

  async function fetchAndRecord(): Promise<Map<RateSymbol, string> | null> {
    const at = clock.now();
    try {
      const prices = await fetchPrices(deps.upstreamUrl, rateSymbols, deps.timeoutMs ?? 3000);
      if (prices.size === 0) throw new Error("rates upstream answered no usable price");
      cached = { prices, until: at.getTime() + cacheMs };
      if (down) log.info({ upstream: deps.upstreamUrl }, "exchange rates: upstream answers again");
      down = false;
      const source = new URL(deps.upstreamUrl).host;
      for (const [symbol, price] of prices) {
        if (!(await repo.recordedAfter(symbol, new Date(at.getTime() - cacheMs))))
          await repo.record(symbol, price, source, at);
      }
      return prices;
    } catch (err) {
      if (!down)
        log.warn(
          { err, upstream: deps.upstreamUrl },
          "exchange rates: upstream failed, serving stored rates",
        );
      else log.debug({ err, upstream: deps.upstreamUrl }, "exchange rates: upstream still failing");
      down = true;
      retryAt = at.getTime() + Math.min(cacheMs, maxRetryMs);
      return cached?.prices ?? null;
    }
  }

  async function stored(symbol: RateSymbol): Promise<string | undefined> {
    try {
      return (await repo.newest(symbol)) ?? deps.fallback.get(symbol);
    } catch (err) {
      log.warn({ err }, "exchange rates: stored rates unavailable");
      return deps.fallback.get(symbol);
    }
  }

  return {
    async prices(symbols: readonly RateSymbol[]): Promise<TickerPriceRow[]> {
      const now = clock.now().getTime();
      let fresh = cached && cached.until > now ? cached.prices : null;
      if (!fresh && now >= retryAt) {
        inflight ??= fetchAndRecord().finally(() => {
          inflight = null;
        });
        fresh = await inflight;
      }
      const rows: TickerPriceRow[] = [];
      for (const symbol of symbols) {
        const price = fresh?.get(symbol) ?? (await stored(symbol));
        if (price !== undefined) rows.push({ symbol, price });
      }
      return rows;
    },
  };
}
export type RatesService = ReturnType<typeof ratesService>;

/** The service as the route and the refresh job build it: the database and the server's rates settings. */
export function ratesServiceOf(db: Db, clock: Clock, log: RatesDeps["log"], rates: Config["rates"]) {
  return ratesService({
    repo: ratesRepository(db),
    clock,
    log,
    upstreamUrl: rates.upstreamUrl,
    cacheSeconds: rates.cacheSeconds,
    fallback: rates.fallback,
  });
}
