/** The hashrate the example uses: a round figure close to one modern ASIC's. */
export const EXAMPLE_THS = 100;

const PPM = 1_000_000n;
/** A whole day at `ths` TH/s as accepted difficulty: ths x 10^12 x 86400 / 2^32. */
export const difficultyOfDay = (ths: number) => (ths * 1e12 * 86_400) / 2 ** 32;

/** "0.9" (up to 4 decimals) as parts per million, exactly. */
export function percentToPpm(percent: string): number {
  const [whole = "0", fraction = ""] = percent.trim().split(".");
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, "0").slice(0, 4));
}

/** "52.5" sats per TH/s per day (up to 3 decimals) as msats, exactly. */
export function satsToMsats(rate: string): bigint {
  const [whole = "0", fraction = ""] = rate.trim().split(".");
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, "0").slice(0, 3) || "0");
}

/**
 * The server's rule (`reward-math.ts`) for a day at `ths` TH/s: gross = floor(TH/s x rate), the fee is
 * gross - floor(gross x (10^6 - fee ppm) / 10^6), and net the rest. Integers, like the ledger.
 */
export function rewardExample(ths: number, rateSats: string, feePercent: string) {
  const gross = (BigInt(ths) * satsToMsats(rateSats)) / 1000n;
  const net = (gross * (PPM - BigInt(percentToPpm(feePercent)))) / PPM;
  return { gross, fee: gross - net, net };
}
