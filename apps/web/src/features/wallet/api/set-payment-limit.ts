import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Which limit: the minimum payment, or the maximum (0 = no limit). */
export type PaymentLimitKind = "min" | "max";

const pathOf = { min: "min-payments", max: "max-payments" } as const;

/** `POST wallets/{wallet_id}/min-payments` or `max-payments` `{amount}` in integer satoshis (needs aal2). */
export function setPaymentLimit(walletId: string, kind: PaymentLimitKind, amount: number): Promise<number> {
  return api<{ data: { amount: number } }>(`wallets/${encodeURIComponent(walletId)}/${pathOf[kind]}`, {
    method: "POST",
    body: { amount },
  }).then((answer) => answer.data.amount);
}

export function useSetPaymentLimit(walletId: string, kind: PaymentLimitKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => setPaymentLimit(walletId, kind, amount),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["wallet"] }),
  });
}
