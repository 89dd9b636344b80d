import type { MiningReportYear } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * `GET miners/{id}/mining-report/year?year=YYYY`: the year's months as the monthly mining reports total them
 * (BTC credited, RUB at each day's stored price), for "take the mined amount from the account".
 */
export function miningYearQueryOptions(minerId: string, year: number) {
  return queryOptions({
    queryKey: ["tax-calculator", "mining-year", minerId, year],
    queryFn: async () =>
      (
        await api<{ data: MiningReportYear }>(`miners/${encodeURIComponent(minerId)}/mining-report/year`, {
          query: { year },
        })
      ).data,
    meta: { silent: true },
  });
}

/** The account's year, fetched only while `enabled` (the person chose "From my account"). */
export function useMiningYear(minerId: string, year: number, enabled: boolean) {
  return useQuery({ ...miningYearQueryOptions(minerId, year), enabled });
}
