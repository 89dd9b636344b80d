import type { ExchangeRates } from "@pithead/contract";
import { getSimplePriceRates } from "../api/get-simple-price";
import { getTickerPriceRates } from "../api/get-ticker-price";
import type { RateSettings } from "./rate-settings";

export type RateLogger = Pick<Console, "warn">;

/**
 * One fetch of the rates: the price service first; on any failure (network, non-2xx, bad JSON) the failure
 * is logged and the product's own endpoint answers instead. Null when both fail (the caller keeps what it had).
 */
export async function loadRates(
  settings: RateSettings,
  signal?: AbortSignal,
  logger: RateLogger = console,
): Promise<ExchangeRates | null> {
  try {
    return await getSimplePriceRates(settings.providerUrl, settings.currencies, signal);
  } catch (error) {
    if (signal?.aborted) return null;
    logger.warn("Exchange rates: the price service failed, using the pool's rate endpoint", error);
  }
  try {
    return await getTickerPriceRates(settings.currencies, signal);
  } catch (error) {
    if (!signal?.aborted) logger.warn("Exchange rates: the pool's rate endpoint failed too", error);
    return null;
  }
}

/**
 * SPEC section 4: the first fetch at once, then one every `refreshMs`; the returned function stops it (no
 * further fetch, the one in flight is aborted and its answer dropped). A tick is skipped while one is in flight.
 */
export function startRatePolling(
  settings: RateSettings,
  onRates: (rates: ExchangeRates) => void,
  logger: RateLogger = console,
): () => void {
  const controller = new AbortController();
  let inFlight = false;
  const tick = async () => {
    if (inFlight || controller.signal.aborted) return;
    inFlight = true;
    try {
      const rates = await loadRates(settings, controller.signal, logger);
      if (rates && !controller.signal.aborted) onRates(rates);
    } finally {
      inFlight = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), settings.refreshMs);
  return () => {
    clearInterval(timer);
    controller.abort();
  };
}
