import type { AppliedPromocode } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `POST promocodes/apply {code, miner_id}` (the miner's owner or admin): the fee period the code made. */
export function applyPromocode(minerId: string, code: string): Promise<AppliedPromocode> {
  return api<{ data: AppliedPromocode }>("promocodes/apply", {
    method: "POST",
    body: { code, miner_id: minerId },
  }).then((answer) => answer.data);
}

/** Applies a code; the miner's fee queries (current fee, periods) are read again. */
export function useApplyPromocode(minerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => applyPromocode(minerId, code),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["fees"] }),
  });
}
