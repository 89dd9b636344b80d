import { z } from "zod";
import { parseDecimalFraction } from "../../lib/decimal";
import type { RateSource } from "./rate-source";

/**
 * FPPS hashprice from the network: one TH/s for a day computes 86400 x 10^12 hashes; a block needs
 * difficulty x 2^32 hashes on average and pays subsidy + fees. So
 *   sats per TH/s per day = 86400 x 10^12 / (difficulty x 2^32) x (subsidy + average fees)
 * computed exactly (difficulty as a decimal fraction) and floored to the millisatoshi.
 */
export function networkRateMsats(difficulty: string, blockRewardSats: bigint): bigint {
  const d = parseDecimalFraction(difficulty);
  if (!d || d.num === 0n) throw new Error(`difficulty "${difficulty}" is not a positive decimal`);
  if (blockRewardSats <= 0n) throw new Error("the block reward must be positive");
  // msats = 86400 x 10^12 x 1000 x reward / (num/den x 2^32)
  return (86_400n * 10n ** 15n * blockRewardSats * d.den) / (d.num * 2n ** 32n);
}

/**
 * The JSON the endpoint answers (REWARD_RATE_SOURCE_URL): the current network difficulty (number or decimal
 * string), the block subsidy and the average fees per block in satoshis, e.g.
 * `{"difficulty": 109780000000000, "subsidy_sats": 312500000, "fees_sats": 2000000}`.
 */
const upstreamSchema = z.object({
  difficulty: z.union([z.number().positive(), z.string().min(1)]),
  subsidy_sats: z.number().int().nonnegative(),
  fees_sats: z.number().int().nonnegative(),
});

export const networkDifficultySourceId = "network-difficulty";

export function networkDifficultySource(url: string | undefined, timeoutMs = 10_000): RateSource {
  return {
    id: networkDifficultySourceId,
    name: "Network difficulty and block reward (FPPS hashprice)",
    configured: url !== undefined,
    async fetchMsatsPerThDay() {
      if (!url) throw new Error("REWARD_RATE_SOURCE_URL is not set");
      const res = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: "application/json" },
      });
      if (!res.ok) throw new Error(`rate source answered ${res.status}`);
      const body = upstreamSchema.parse(await res.json());
      return networkRateMsats(String(body.difficulty), BigInt(body.subsidy_sats) + BigInt(body.fees_sats));
    },
  };
}
