import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exchangeRates } from "../../db/schema";

/** Drizzle access to the exchange rate history (index symbol, fetched_at). */
export function ratesRepository(db: Db) {
  return {
    async record(symbol: string, price: string, source: string, at: Date): Promise<void> {
      await db.insert(exchangeRates).values({ symbol, price, source, fetchedAt: at });
    },
    /** The newest stored price fetched at or before `at` (any time when `at` is omitted). */
    async newest(symbol: string, at?: Date): Promise<string | null> {
      const [row] = await db
        .select({ price: exchangeRates.price })
        .from(exchangeRates)
        .where(and(eq(exchangeRates.symbol, symbol), at ? lte(exchangeRates.fetchedAt, at) : undefined))
        .orderBy(desc(exchangeRates.fetchedAt))
        .limit(1);
      return row?.price ?? null;
    },
    /** Whether a price of `symbol` was recorded after `since`. */
    async recordedAfter(symbol: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ symbol: exchangeRates.symbol })
        .from(exchangeRates)
        .where(and(eq(exchangeRates.symbol, symbol), gt(exchangeRates.fetchedAt, since)))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type RatesRepository = ReturnType<typeof ratesRepository>;

/**
 * The BTC price in `symbol` (`BTCUSDT`, `BTCRUB`) at `at`: the newest stored row fetched at or before it, as a
 * decimal string; null when none was stored by then (callers fall back to the configured rate).
 */
export function rateAt(db: Db, symbol: string, at: Date): Promise<string | null> {
  return ratesRepository(db).newest(symbol, at);
}
