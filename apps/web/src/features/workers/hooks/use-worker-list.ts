import type { WorkerRow } from "@pithead/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { boundaryStatusesQueryOptions } from "../api/get-boundary-statuses";
import { boundaryWorkersQueryOptions } from "../api/get-boundary-workers";
import { workerStatusesQueryOptions } from "../api/get-worker-statuses";
import { workersQueryOptions } from "../api/get-workers";
import type { WorkersFilter, WorkersOwner } from "../types";

/**
 * The rows of every loaded page in order. A page is an offset into a list whose figures move between loads, so a
 * worker may come twice: the first one stays.
 */
export function joinPages(pages: readonly { data: WorkerRow[] }[]): WorkerRow[] {
  const seen = new Set<string>();
  const rows: WorkerRow[] = [];
  for (const page of pages)
    for (const row of page.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  return rows;
}

/** The list and the tab counts of the account's workers, or of a miner's boundary workers. */
export function useWorkerList(owner: WorkersOwner, boundary: boolean, filter: WorkersFilter) {
  const list = useInfiniteQuery(
    boundary ? boundaryWorkersQueryOptions(owner.id, filter) : workersQueryOptions(owner, filter),
  );
  const statuses = useQuery(
    boundary
      ? boundaryStatusesQueryOptions(owner.id, filter.name)
      : workerStatusesQueryOptions(owner, filter.name),
  );
  const rows = useMemo(() => joinPages(list.data?.pages ?? []), [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { list, statuses, rows, total, loadMore };
}
