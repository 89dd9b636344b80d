import { type ReactNode, useMemo } from "react";
import { ExchangeRatesContext } from "../../../lib/exchange-rates-context";
import { useRatePolling } from "../hooks/use-rate-polling";
import { type RateSettings, rateSettingsOf } from "../utils/rate-settings";

type PoolConfigLike = Parameters<typeof rateSettingsOf>[0];

/**
 * Mounted once around the whole app: polls the exchange rates from the pool configuration's settings and
 * hands `{rates, currencies}` to every feature through `lib/exchange-rates-context`.
 */
export function ExchangeRatesProvider({ config, children }: { config: PoolConfigLike; children: ReactNode }) {
  const settings: RateSettings = rateSettingsOf(config);
  const rates = useRatePolling(settings);
  const currencies = settings.currencies.join(",");
  const value = useMemo(
    () => ({ rates, currencies: currencies.split(",") as RateSettings["currencies"] }),
    [rates, currencies],
  );
  return <ExchangeRatesContext.Provider value={value}>{children}</ExchangeRatesContext.Provider>;
}
