import type { Config } from "../../config";
import { networkDifficultySource } from "./network-difficulty.source";

/**
 * An external source of the FPPS reward rate (`PUT platform/rewards/rates/current {source}`). An adapter
 * answers the rate in millisatoshis per TH/s per day, or throws when its upstream gives nothing usable.
 */
export interface RateSource {
  id: string;
  name: string;
  /** False when the adapter lacks its configuration: it is listed, but cannot be used. */
  configured: boolean;
  fetchMsatsPerThDay(): Promise<bigint>;
}

/** The adapters this server knows, from its configuration. Add one here to offer it. */
export function rateSources(config: Pick<Config, "rewardRateSourceUrl">): RateSource[] {
  return [networkDifficultySource(config.rewardRateSourceUrl)];
}
