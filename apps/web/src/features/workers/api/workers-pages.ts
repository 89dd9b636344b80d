import type { WorkersList } from "@pithead/contract";
import { infiniteQueryOptions, keepPreviousData } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { WorkersFilter } from "../types";

/** Worker lists load in pages of this many rows as the list scrolls. */
export const workersPageSize = 200;
/** The figures move once a minute; a list refreshes as often while at most this many pages are loaded. */
export const workersRefreshMs = 60_000;
export const workersRefreshMaxPages = 5;

/**
 * Refreshing an infinite list loads every loaded page again, so a list scrolled deep (over 1,000 rows) stops
 * refreshing on its own; a new filter, sort or visit loads it fresh.
 */
export function workersRefreshInterval(pagesLoaded: number): number | false {
  return pagesLoaded <= workersRefreshMaxPages ? workersRefreshMs : false;
}

/** The next page to load, or undefined once every row of `total` is loaded. */
export function nextWorkersPage(last: Pick<WorkersList, "page" | "per_page" | "total">): number | undefined {
  return last.page * last.per_page < last.total ? last.page + 1 : undefined;
}

/**
 * One paged worker list (`path` answers `WorkersList`): the pages of one filter form one infinite query; a new
 * filter keeps the old rows on screen until its first page arrives.
 */
export function workersPagesOptions(path: string, key: readonly unknown[], filter: WorkersFilter) {
  return infiniteQueryOptions({
    queryKey: [...key, filter],
    queryFn: ({ pageParam, signal }) =>
      api<WorkersList>(path, { query: { ...filter, page: pageParam, per_page: workersPageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextWorkersPage,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    refetchInterval: (query) => workersRefreshInterval(query.state.data?.pages.length ?? 0),
    meta: { silent: true },
  });
}

export type WorkersPagesOptions = ReturnType<typeof workersPagesOptions>;
