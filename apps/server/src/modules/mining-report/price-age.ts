import { stalePriceMs } from "@pithead/contract";

/**
 * How much older a day's price is than its credit: whole minutes, and stale past an hour (`stalePriceMs`).
 * No price: no age, not stale (the day counts in `days_without_price` instead).
 */
export function priceAgeOf(creditedAt: string | Date, priceAt: string | Date | null) {
  if (priceAt === null) return { rub_price_age_minutes: null, rub_price_stale: false };
  const ms = new Date(creditedAt).getTime() - new Date(priceAt).getTime();
  return { rub_price_age_minutes: Math.floor(ms / 60_000), rub_price_stale: ms > stalePriceMs };
}
