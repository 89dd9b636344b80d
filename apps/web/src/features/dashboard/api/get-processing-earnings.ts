import type { ProcessingEarnings } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { DashboardSource } from "../utils/dashboard-source";
import { moneyPath } from "../utils/money-path";
import { dashboardQueryDefaults } from "./refresh";

/** `GET {miners|pools|operators}/{id}/processing-earnings`: Today's earnings so far (UTC day), estimated from the shares seen. */
export function getProcessingEarnings(source: DashboardSource): Promise<ProcessingEarnings> {
  return api<{ data: ProcessingEarnings }>(moneyPath(source, "processing-earnings")).then(
    (answer) => answer.data,
  );
}

export function processingEarningsQueryOptions(source: DashboardSource) {
  return queryOptions({
    queryKey: ["dashboard", source.type, source.id, "processing-earnings"],
    queryFn: () => getProcessingEarnings(source),
    ...dashboardQueryDefaults,
  });
}

export function useProcessingEarnings(source: DashboardSource) {
  return useQuery(processingEarningsQueryOptions(source));
}
