import type { ExchangeRates } from "@pithead/contract";
import { useEffect, useState } from "react";
import { startRatePolling } from "../utils/rate-polling";
import type { RateSettings } from "../utils/rate-settings";

const none: ExchangeRates = { USDT: null, RUB: null };

/**
 * Polls the rates while the component is mounted: one run per mount (restarted only when the settings
 * themselves change), stopped on unmount.
 */
export function useRatePolling(settings: RateSettings): ExchangeRates {
  const [rates, setRates] = useState<ExchangeRates>(none);
  const { refreshMs, providerUrl } = settings;
  const currencies = settings.currencies.join(",");
  useEffect(() => {
    const list = currencies.split(",") as RateSettings["currencies"];
    return startRatePolling({ refreshMs, providerUrl, currencies: list }, setRates);
  }, [refreshMs, providerUrl, currencies]);
  return rates;
}
