import type { Earned } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { DashboardSource } from "../utils/dashboard-source";
import { moneyPath } from "../utils/money-path";
import { dashboardQueryDefaults } from "./refresh";

/** `GET {miners|pools|operators}/{id}/earned-all-time`: Everything credited to the account since its first reward. */
export function getEarnedAllTime(source: DashboardSource): Promise<Earned> {
  return api<{ data: Earned }>(moneyPath(source, "earned-all-time")).then((answer) => answer.data);
}

export function earnedAllTimeQueryOptions(source: DashboardSource) {
  return queryOptions({
    queryKey: ["dashboard", source.type, source.id, "earned-all-time"],
    queryFn: () => getEarnedAllTime(source),
    ...dashboardQueryDefaults,
  });
}

export function useEarnedAllTime(source: DashboardSource) {
  return useQuery(earnedAllTimeQueryOptions(source));
}
