import type { MinerView } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardQueryDefaults } from "./refresh";

/** `GET miners/{id}`: the miner as its dashboard shows it (title, stratum addresses). */
export function getMiner(id: string): Promise<MinerView> {
  return api<{ data: MinerView }>(`miners/${encodeURIComponent(id)}`).then((answer) => answer.data);
}

export function minerQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["dashboard", "miner", id],
    queryFn: () => getMiner(id),
    ...dashboardQueryDefaults,
  });
}

export function useMiner(id: string, enabled = true) {
  return useQuery({ ...minerQueryOptions(id), enabled });
}
