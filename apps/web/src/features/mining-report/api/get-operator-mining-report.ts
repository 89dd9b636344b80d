import type { OperatorMiningReport } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET operators/{id}/mining-report?month=YYYY-MM`: each Control Hub customer's month, the totals, the deadline. */
export function operatorMiningReportQueryOptions(operatorId: string, month: string) {
  return queryOptions({
    queryKey: ["operator-mining-report", operatorId, month],
    queryFn: async () =>
      (
        await api<{ data: OperatorMiningReport }>(
          `operators/${encodeURIComponent(operatorId)}/mining-report`,
          { query: { month } },
        )
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useOperatorMiningReport(operatorId: string, month: string) {
  return useQuery(operatorMiningReportQueryOptions(operatorId, month));
}
