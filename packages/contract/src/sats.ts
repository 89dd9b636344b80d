// Without zod, for the dashboard's first route (see chart-periods.ts).

/** Satoshis in one bitcoin. */
export const SATS_PER_BTC = 100_000_000;
