import type { OperatorFeeDay } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET operators/{id}/fee-income/{day}`: a Control Hub's fee of one settlement day, customer by customer. */
export function getFeeIncome(operatorId: string, day: string, signal?: AbortSignal): Promise<OperatorFeeDay> {
  return api<{ data: OperatorFeeDay }>(
    `operators/${encodeURIComponent(operatorId)}/fee-income/${encodeURIComponent(day)}`,
    { signal },
  ).then((answer) => answer.data);
}

/** A settled day's fee does not change: read once, kept while the page is open. */
export function feeIncomeQueryOptions(operatorId: string, day: string) {
  return queryOptions({
    queryKey: ["payments", "fee-income", operatorId, day],
    queryFn: ({ signal }) => getFeeIncome(operatorId, day, signal),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

export function useFeeIncome(operatorId: string, day: string) {
  return useQuery(feeIncomeQueryOptions(operatorId, day));
}
