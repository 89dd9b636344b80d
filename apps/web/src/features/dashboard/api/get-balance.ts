import type { Balance } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { DashboardSource } from "../utils/dashboard-source";
import { moneyPath } from "../utils/money-path";
import { dashboardQueryDefaults } from "./refresh";

/** `GET {miners|pools|operators}/{id}/balance`: What the pool owes the account now, and payouts not yet completed on chain. */
export function getBalance(source: DashboardSource): Promise<Balance> {
  return api<{ data: Balance }>(moneyPath(source, "balance")).then((answer) => answer.data);
}

export function balanceQueryOptions(source: DashboardSource) {
  return queryOptions({
    queryKey: ["dashboard", source.type, source.id, "balance"],
    queryFn: () => getBalance(source),
    ...dashboardQueryDefaults,
  });
}

export function useBalance(source: DashboardSource) {
  return useQuery(balanceQueryOptions(source));
}
