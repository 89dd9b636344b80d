import { type SortOrder, type WorkerSortField, workerSortFields } from "@pithead/contract";
import type { WorkersFilter } from "../types";

/** The status filter tabs: every listed worker, or one status (removed workers are never listed). */
export const statusFilters = ["all", "stable", "unavailable", "off"] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** A miner's page shows its hardware workers or its boundary (hashrate transfer) workers. */
export const workerViews = ["workers", "boundary"] as const;
export type WorkerView = (typeof workerViews)[number];

/** The list state kept in the address: `status`, `name`, `sort_by`, `order`, `view`, `worker` (the open detail). */
export type ListParams = {
  status: StatusFilter;
  name: string;
  sort_by: WorkerSortField;
  order: SortOrder;
  view: WorkerView;
  worker: string | null;
};

export const defaultListParams: ListParams = {
  status: "all",
  name: "",
  sort_by: "worker_name",
  order: "asc",
  view: "workers",
  worker: null,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the list state from the query string; unknown values fall back to the defaults. */
export function readListParams(search: URLSearchParams): ListParams {
  return {
    status: oneOf(statusFilters, search.get("status"), defaultListParams.status),
    name: (search.get("name") ?? "").trim().slice(0, 64),
    sort_by: oneOf(workerSortFields, search.get("sort_by"), defaultListParams.sort_by),
    order: oneOf(["asc", "desc"] as const, search.get("order"), defaultListParams.order),
    view: oneOf(workerViews, search.get("view"), defaultListParams.view),
    worker: search.get("worker") || null,
  };
}

/**
 * The query string after `change`: default values are left out, other parameters (such as the watch area's
 * `pid`) are kept. A new filter, search or view closes the open detail.
 */
export function writeListParams(search: URLSearchParams, change: Partial<ListParams>): URLSearchParams {
  const next = new URLSearchParams(search);
  const listChanged = (["status", "name", "view"] as const).some((key) => key in change);
  const merged = { ...readListParams(search), ...(listChanged ? { worker: null } : {}), ...change };
  for (const key of Object.keys(defaultListParams) as (keyof ListParams)[]) {
    const value = merged[key];
    if (value === null || value === "" || value === defaultListParams[key]) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The `workers.columns.*` text of a sort field's column (the last share's column text is older than its sort). */
export const columnKey = (field: WorkerSortField) => (field === "last_share_at" ? "last_share" : field);

/**
 * Names sort A to Z first (naturally, by the server: s19-2 before s19-10); figures sort largest first, as a pool
 * user looks for the strongest or weakest; the last share latest first.
 */
export function firstOrder(field: WorkerSortField): SortOrder {
  return field === "worker_name" ? "asc" : "desc";
}

/** A click on a column header: the same column flips its order, another column starts with its first order. */
export function nextSort(
  current: Pick<ListParams, "sort_by" | "order">,
  field: WorkerSortField,
): Pick<ListParams, "sort_by" | "order"> {
  if (current.sort_by === field) return { sort_by: field, order: current.order === "asc" ? "desc" : "asc" };
  return { sort_by: field, order: firstOrder(field) };
}

/** The server filter of a list state. */
export function filterOf(params: ListParams): WorkersFilter {
  return {
    status: params.status === "all" ? undefined : params.status,
    name: params.name || undefined,
    sort_by: params.sort_by,
    order: params.order,
  };
}
