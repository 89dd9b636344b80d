import type { PayoutRequest, PayoutRequestStatus } from "@pithead/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { platformPageOptions } from "./platform-page";

type PayoutRequestsPage = { data: PayoutRequest[]; total: number; page: number; per_page: number };
/** The manual provider's steps on one request (`POST .../{request_id}/{step}`). */
export type PayoutStep =
  | { step: "sent"; tx_id: string }
  | { step: "complete" }
  | { step: "fail"; reason: string }
  | { step: "resend" }
  | { step: "reverse" };

const base = "platform/payouts/blockchain-requests";

/** `GET platform/payouts/blockchain-requests?status&page&per_page`: newest first. */
export function usePayoutRequests(status: PayoutRequestStatus | undefined, page: number) {
  return useQuery(platformPageOptions<PayoutRequestsPage>(base, "payout-requests", status, page));
}

export function takePayoutStep(requestId: string, action: PayoutStep): Promise<PayoutRequest> {
  const { step, ...body } = action;
  return api<{ data: PayoutRequest }>(`${base}/${encodeURIComponent(requestId)}/${step}`, {
    method: "POST",
    body: step === "sent" || step === "fail" ? body : undefined,
  }).then((answer) => answer.data);
}

export function usePayoutStep(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PayoutStep) => takePayoutStep(requestId, action),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["platform", "payout-requests"] }),
  });
}
