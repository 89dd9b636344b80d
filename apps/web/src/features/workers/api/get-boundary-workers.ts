import { useInfiniteQuery } from "@tanstack/react-query";
import type { WorkersFilter } from "../types";
import { workersPagesOptions } from "./workers-pages";

export const boundaryPath = (minerId: string) => `miners/${encodeURIComponent(minerId)}/workers/boundary`;

/** `GET miners/{id}/workers/boundary`: the miner's boundary (hashrate transfer) workers, paged like any list. */
export function boundaryWorkersQueryOptions(minerId: string, filter: WorkersFilter) {
  return workersPagesOptions(boundaryPath(minerId), ["workers", "boundary", minerId], filter);
}

export function useBoundaryWorkers(minerId: string, filter: WorkersFilter) {
  return useInfiniteQuery(boundaryWorkersQueryOptions(minerId, filter));
}
