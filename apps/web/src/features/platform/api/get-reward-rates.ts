import type { RateSource, RewardRate } from "@pithead/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type RewardRates = { current: RewardRate | null; history: RewardRate[] };

/** `GET platform/rewards/rates`: the rate in force today and every rate set, newest first. */
export function getRewardRates(): Promise<RewardRates> {
  return api<{ data: RewardRates }>("platform/rewards/rates").then((answer) => answer.data);
}

/** `GET platform/rewards/rates/external-sources`: adapters that can fetch a rate, and whether they are set up. */
export function getRateSources(): Promise<RateSource[]> {
  return api<{ data: RateSource[] }>("platform/rewards/rates/external-sources").then((answer) => answer.data);
}

export function useRewardRates() {
  return useQuery({
    queryKey: ["platform", "reward-rates"],
    queryFn: getRewardRates,
    meta: { silent: true },
  });
}

export function useRateSources() {
  return useQuery({
    queryKey: ["platform", "rate-sources"],
    queryFn: getRateSources,
    meta: { silent: true },
  });
}
