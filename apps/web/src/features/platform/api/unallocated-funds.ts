import type { UnallocatedFunds, UnallocatedFundsList, UnallocatedFundsStatus } from "@pithead/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { platformPageOptions } from "./platform-page";

const base = "platform/rewards/unallocated-funds";

/** `GET platform/rewards/unallocated-funds?status&page&per_page`: newest first, with the sum still unallocated. */
export function useUnallocatedFunds(status: UnallocatedFundsStatus | undefined, page: number) {
  return useQuery(platformPageOptions<UnallocatedFundsList>(base, "unallocated-funds", status, page));
}

/** `POST .../{transaction_id}/refund {account_name}` (owner, admin or treasurer of the platform; needs aal2). */
export function refundUnallocated(id: string, accountName: string): Promise<UnallocatedFunds> {
  return api<{ data: UnallocatedFunds }>(`${base}/${encodeURIComponent(id)}/refund`, {
    method: "POST",
    body: { account_name: accountName },
  }).then((answer) => answer.data);
}

export function useRefundUnallocated(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountName: string) => refundUnallocated(id, accountName),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["platform", "unallocated-funds"] }),
  });
}
