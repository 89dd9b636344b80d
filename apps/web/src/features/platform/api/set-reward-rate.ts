import type { RewardRate } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `manual` with a rate typed by the platform, or an external source that fetches it. */
export type NewRewardRate = { source: string; sats_per_th_day?: string; effective_from: string };

/** `PUT platform/rewards/rates/current` (owner, admin or treasurer of the platform; needs aal2). */
export function setRewardRate(body: NewRewardRate): Promise<RewardRate> {
  return api<{ data: RewardRate }>("platform/rewards/rates/current", { method: "PUT", body }).then(
    (answer) => answer.data,
  );
}

export function useSetRewardRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRewardRate,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["platform", "reward-rates"] }),
  });
}
