import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { poolConfigQueryOptions } from "../features/config/api/get-pool-config";
import { ExchangeRatesProvider } from "../features/exchange-rates";

/**
 * The app's one exchange-rate poller (SPEC section 4: from mount, stopped on leave), configured from the
 * cached `pools/current` (loaded before the app renders; never fetched from here).
 */
export function AppExchangeRates({ children }: { children: ReactNode }) {
  const { data } = useQuery({ ...poolConfigQueryOptions, enabled: false });
  return <ExchangeRatesProvider config={data ?? {}}>{children}</ExchangeRatesProvider>;
}
