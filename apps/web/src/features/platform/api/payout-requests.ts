import type { PayoutRequest, PayoutRequestStatus } from "@pithead/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type PayoutRequestsPage = { data: PayoutRequest[]; total: number; page: number; per_page: number };
/** The manual provider's steps on one request (`POST .../{request_id}/{step}`). */
export type PayoutStep =
  | { step: "sent"; tx_id: string }
  | { step: "complete" }
  | { step: "fail"; reason: string }
  | { step: "resend" }
  | { step: "reverse" };

const base = "platform/payouts/blockchain-requests";
export const PAYOUT_REQUESTS_PER_PAGE = 50;

/** `GET platform/payouts/blockchain-requests?status&page&per_page`: newest first. */
export function usePayoutRequests(status: PayoutRequestStatus | undefined, page: number) {
  return useQuery({
    queryKey: ["platform", "payout-requests", status ?? "all", page],
    queryFn: () =>
      api<PayoutRequestsPage>(base, { query: { status, page, per_page: PAYOUT_REQUESTS_PER_PAGE } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
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
