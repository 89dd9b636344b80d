import type { MiningReport } from "@pithead/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET miners/{id}/mining-report?month=YYYY-MM`: the month's credits by day, payouts, totals and deadline. */
export function miningReportQueryOptions(minerId: string, month: string) {
  return queryOptions({
    queryKey: ["mining-report", minerId, month],
    queryFn: async () =>
      (
        await api<{ data: MiningReport }>(`miners/${encodeURIComponent(minerId)}/mining-report`, {
          query: { month },
        })
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useMiningReport(minerId: string, month: string) {
  return useQuery(miningReportQueryOptions(minerId, month));
}
