import type { FiatCurrency } from "../../../lib/exchange-rates-context";

/** SPEC section 9: refresh every 300,000 ms unless the configuration says otherwise. */
export const DEFAULT_REFRESH_MS = 300_000;
/** CoinGecko's simple price, the public price service SPEC section 7 names. */
export const DEFAULT_PROVIDER_URL = "https://api.coingecko.com/api/v3/simple/price";
/** Below this the polling would hammer a public service: a smaller configured value is raised to it. */
export const MIN_REFRESH_MS = 10_000;

export type RateSettings = { refreshMs: number; providerUrl: string; currencies: FiatCurrency[] };

/**
 * What to poll, read defensively from `pools/current`: `settings.exchange_rates {refresh_ms, provider_url}`
 * (each falls back to its default when missing or malformed) and `pool_settings.extra_currencies` (RUB when
 * listed; USDT always).
 */
export function rateSettingsOf(config: {
  settings?: unknown;
  pool_settings?: { extra_currencies?: readonly string[] };
}): RateSettings {
  const settings = (config.settings ?? {}) as { exchange_rates?: unknown };
  const raw = (settings.exchange_rates ?? {}) as { refresh_ms?: unknown; provider_url?: unknown };
  const refresh = raw.refresh_ms;
  const refreshMs =
    typeof refresh === "number" && Number.isFinite(refresh) && refresh > 0
      ? Math.max(MIN_REFRESH_MS, Math.round(refresh))
      : DEFAULT_REFRESH_MS;
  const provider = raw.provider_url;
  const providerUrl =
    typeof provider === "string" && /^https?:\/\//.test(provider) ? provider : DEFAULT_PROVIDER_URL;
  const extra = config.pool_settings?.extra_currencies ?? [];
  const currencies: FiatCurrency[] = extra.some((c) => c.toUpperCase() === "RUB")
    ? ["USDT", "RUB"]
    : ["USDT"];
  return { refreshMs, providerUrl, currencies };
}
