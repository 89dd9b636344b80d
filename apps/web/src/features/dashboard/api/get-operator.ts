import type { OperatorView } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardQueryDefaults } from "./refresh";

/** `GET operators/{id}`: the Control Hub operator's name and title. */
export function getOperator(id: string): Promise<OperatorView> {
  return api<{ data: OperatorView }>(`operators/${encodeURIComponent(id)}`).then((answer) => answer.data);
}

export function operatorQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["dashboard", "operator", id],
    queryFn: () => getOperator(id),
    ...dashboardQueryDefaults,
  });
}

export function useOperator(id: string, enabled = true) {
  return useQuery({ ...operatorQueryOptions(id), enabled });
}
