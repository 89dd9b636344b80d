import type { FeeVisibility } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { feeVisibilityKey } from "./get-fee-visibility";

/** `PUT operators/{id}/miners/{miner_id}/fee-visibility {total_fee_hide}` (operator owner/admin; aal2). */
export function setFeeVisibility(operatorId: string, minerId: string, hide: boolean): Promise<FeeVisibility> {
  const path = `operators/${encodeURIComponent(operatorId)}/miners/${encodeURIComponent(minerId)}/fee-visibility`;
  return api<{ data: FeeVisibility }>(path, { method: "PUT", body: { total_fee_hide: hide } }).then(
    (answer) => answer.data,
  );
}

export function useSetFeeVisibility(operatorId: string, minerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hide: boolean) => setFeeVisibility(operatorId, minerId, hide),
    meta: { silent: true },
    onSuccess: (data) => queryClient.setQueryData(feeVisibilityKey(operatorId, minerId), data),
  });
}
