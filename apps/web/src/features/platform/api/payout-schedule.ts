import type { FeeLevel } from "@pithead/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type PayoutSchedule = {
  time_utc: string;
  fee_level: FeeLevel;
  fee_per_vbyte: number;
  fee_per_vbyte_override: number | null;
  level_fees: Record<FeeLevel, number>;
};
type PayoutScheduleChange = { time_utc: string; fee_level: FeeLevel; fee_per_vbyte: number | null };

const path = "platform/payouts/schedule";
const key = ["platform", "payout-schedule"];

/** `GET platform/payouts/schedule`: the daily payout time (UTC), the fee level and the fee per vbyte in use. */
export function usePayoutSchedule() {
  return useQuery({
    queryKey: key,
    queryFn: () => api<{ data: PayoutSchedule }>(path).then((answer) => answer.data),
    meta: { silent: true },
  });
}

/**
 * `PUT platform/payouts/schedule/current {time_utc, fee_level, fee_per_vbyte?}`; no fee per vbyte drops the
 * override (`DELETE .../fee-per-vbyte`), so the level's figure applies again.
 */
export async function savePayoutSchedule(change: PayoutScheduleChange): Promise<PayoutSchedule> {
  const { fee_per_vbyte, ...rest } = change;
  const saved = await api<{ data: PayoutSchedule }>(`${path}/current`, {
    method: "PUT",
    body: fee_per_vbyte === null ? rest : { ...rest, fee_per_vbyte },
  });
  if (fee_per_vbyte !== null || saved.data.fee_per_vbyte_override === null) return saved.data;
  return api<{ data: PayoutSchedule }>(`${path}/current/fee-per-vbyte`, { method: "DELETE" }).then(
    (answer) => answer.data,
  );
}

export function useSavePayoutSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutSchedule,
    meta: { silent: true },
    onSuccess: (schedule) => queryClient.setQueryData(key, schedule),
  });
}
