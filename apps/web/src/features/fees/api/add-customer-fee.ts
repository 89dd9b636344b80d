import type { Fee } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerFeesPath } from "./get-customer-fees";

export type NewFee = { percent: string; start_date: string; end_date: string | null; comment: string };

/** `POST operators/{id}/miners/{miner_id}/fees {percent, start_date, end_date, comment}`. */
export function addCustomerFee(operatorId: string, minerId: string, body: NewFee): Promise<Fee> {
  return api<{ data: Fee }>(customerFeesPath(operatorId, minerId), { method: "POST", body }).then(
    (answer) => answer.data,
  );
}

export function useAddCustomerFee(operatorId: string, minerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewFee) => addCustomerFee(operatorId, minerId, body),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["fees"] }),
  });
}
