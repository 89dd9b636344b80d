import type { PoolView } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardQueryDefaults } from "./refresh";

/** `GET pools/{id}`: the pool's name and stratum addresses. */
export function getPool(id: string): Promise<PoolView> {
  return api<{ data: PoolView }>(`pools/${encodeURIComponent(id)}`).then((answer) => answer.data);
}

export function poolQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["dashboard", "pool", id],
    queryFn: () => getPool(id),
    ...dashboardQueryDefaults,
  });
}

export function usePool(id: string, enabled = true) {
  return useQuery({ ...poolQueryOptions(id), enabled });
}
