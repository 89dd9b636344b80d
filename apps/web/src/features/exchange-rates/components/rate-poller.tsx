import type { ExchangeRates } from "@pithead/contract";
import { useEffect } from "react";
import { useRatePolling } from "../hooks/use-rate-polling";
import { rateSettingsOf } from "../utils/rate-settings";

/**
 * The poller without the context: hands each answer to `onRates`. The app loads it just after the first render
 * and provides the rates itself (app/app-exchange-rates.tsx), so polling is not first-route code (issue 18).
 */
export function RatePoller({
  config,
  onRates,
}: {
  config: Parameters<typeof rateSettingsOf>[0];
  onRates: (rates: ExchangeRates) => void;
}) {
  const rates = useRatePolling(rateSettingsOf(config));
  useEffect(() => onRates(rates), [rates, onRates]);
  return null;
}
