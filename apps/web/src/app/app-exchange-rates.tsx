import type { ExchangeRates } from "@pithead/contract";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { poolConfigQueryOptions } from "../features/config/api/get-pool-config";
import { rateSettingsOf } from "../features/exchange-rates/utils/rate-settings";
import { ExchangeRatesContext, type FiatCurrency } from "../lib/exchange-rates-context";

const none: ExchangeRates = { USDT: null, RUB: null };

const RatePoller = lazy(() =>
  import("../features/exchange-rates/components/rate-poller").then((m) => ({ default: m.RatePoller })),
);

/**
 * The app's one exchange-rate poller (SPEC section 4: from mount, stopped on leave), configured from the
 * cached `pools/current` (loaded before the app renders; never fetched from here). The currencies are known at
 * once; the poller is loaded just after the first render and its rates arrive with its first answer.
 */
export function AppExchangeRates({ children }: { children: ReactNode }) {
  const { data } = useQuery({ ...poolConfigQueryOptions, enabled: false });
  const config = data ?? {};
  const [rates, setRates] = useState<ExchangeRates>(none);
  const currencies = rateSettingsOf(config).currencies.join(",");
  const value = useMemo(
    () => ({ rates, currencies: currencies.split(",") as FiatCurrency[] }),
    [rates, currencies],
  );
  return (
    <ExchangeRatesContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        <RatePoller config={config} onRates={setRates} />
      </Suspense>
    </ExchangeRatesContext.Provider>
  );
}
