import { rateSymbols } from "@pithead/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { ratesRepository } from "../modules/rates/rates.repository";
import { ratesService } from "../modules/rates/rates.service";

/**
 * Every 5 minutes: fetch the BTC prices from the upstream and record them, so that `exchange_rates` holds a
 * history to value payments at their credit time (the CSV export) even when nobody opens a page. A failure is
 * logged by the service; prices recorded within the cache period are not recorded again.
 */
export function refreshRates(db: Db, clock: Clock, log: FastifyBaseLogger, rates: Config["rates"]) {
  const service = ratesService({
    repo: ratesRepository(db),
    clock,
    log,
    upstreamUrl: rates.upstreamUrl,
    cacheSeconds: rates.cacheSeconds,
    fallback: rates.fallback,
  });
  return service.prices(rateSymbols);
}
