import { rateSymbols } from "@pithead/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { ratesServiceOf } from "../modules/rates/rates.service";

/**
 * The job of every 5 minutes: fetch the BTC prices from the upstream and record them, so that `exchange_rates`
 * holds a history to value payments at their credit time (the CSV export) even when nobody opens a page. One
 * service for all ticks, so its cache and its back-off after a failure carry over; a failure is logged by it,
 * and prices recorded within the cache period are not recorded again.
 */
export function ratesRefresher(db: Db, clock: Clock, log: FastifyBaseLogger, rates: Config["rates"]) {
  const service = ratesServiceOf(db, clock, log, rates);
  return () => service.prices(rateSymbols);
}
