import { useInfiniteQuery } from "@tanstack/react-query";
import type { WorkersFilter, WorkersOwner } from "../types";
import { workersPagesOptions } from "./workers-pages";

const collections = { pool: "pools", operator: "operators", miner: "miners" } as const;

/** `{pools|operators|miners}/{id}` of the account that owns the workers. */
export function ownerPath(owner: WorkersOwner): string {
  return `${collections[owner.type]}/${encodeURIComponent(owner.id)}`;
}

/** `GET {pools|operators|miners}/{id}/workers`: the account's workers, paged, filtered and sorted by the server. */
export function workersQueryOptions(owner: WorkersOwner, filter: WorkersFilter) {
  return workersPagesOptions(
    `${ownerPath(owner)}/workers`,
    ["workers", "list", owner.type, owner.id],
    filter,
  );
}

export function useWorkers(owner: WorkersOwner, filter: WorkersFilter) {
  return useInfiniteQuery(workersQueryOptions(owner, filter));
}
