import type { Payment, TransferBody } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * `POST miners/{id}/transfers`: moves integer satoshis to another miner account of the same user. Needs a second
 * factor: on `mfa_required` the API client opens the two-factor dialog and repeats the call once.
 */
export async function createTransfer(fromMinerId: string, body: TransferBody): Promise<Payment> {
  const answer = await api<{ data: Payment }>(`miners/${encodeURIComponent(fromMinerId)}/transfers`, {
    method: "POST",
    body,
  });
  return answer.data;
}

/** After a transfer the balances and every payments list are out of date. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { from: string; body: TransferBody }) => createTransfer(input.from, input.body),
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["transfers"] }),
        queryClient.invalidateQueries({ queryKey: ["payments"] }),
      ]),
  });
}
