import type { MinerStats } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardQueryDefaults } from "./refresh";

/** `GET miners/stats?id[]=`: hashrate, reject rate and workers by status of one miner. */
export async function getMinerStats(id: string): Promise<MinerStats | undefined> {
  const answer = await api<{ data: MinerStats[] }>("miners/stats", { query: { id: [id] } });
  return answer.data.find((stats) => stats.id === id);
}

export function minerStatsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["dashboard", "miner", id, "stats"],
    queryFn: () => getMinerStats(id),
    ...dashboardQueryDefaults,
  });
}

export function useMinerStats(id: string, enabled = true) {
  return useQuery({ ...minerStatsQueryOptions(id), enabled });
}
