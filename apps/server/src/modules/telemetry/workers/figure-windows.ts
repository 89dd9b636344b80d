import type { SortOrder, WorkerSortField } from "@pithead/contract";
import { windowQueries } from "../hashrate/hashrate";
import type { FigureWindows } from "./worker-figures.repository";

/**
 * The windows a snapshot is computed for at `now`: those of `hashrate.ts` (each ends at now - 5 min rounded
 * down to its bucket). The 15m end names the snapshot (`as_of`); the 1h and 24h ends are its roundings down
 * to 5 and 20 minutes, so one key says which windows a snapshot holds.
 */
export function figureWindows(now: Date): FigureWindows {
  const [m15, h1, h24] = windowQueries(now);
  if (!m15 || !h1 || !h24) throw new Error("hashrate.ts names three stats windows");
  return { "15m": m15, "1h": h1, "24h": h24 };
}

/**
 * The order of a worker list: the sort field, then the worker name (natural order: the column's collation,
 * schema/worker-figures.ts), then the worker id, every key in the requested direction. Ids are unique, so the
 * order is total and pages never overlap or skip a worker; one direction for all keys lets one index serve
 * both directions.
 */
export function sortKeys(sortBy: WorkerSortField): string[] {
  return sortBy === "worker_name" ? ["name", "worker_id"] : [sortBy, "name", "worker_id"];
}

/** The SQL order of a page over a table alias: `f.hash_rate_15m desc, f.name desc, f.worker_id desc`. */
export function orderBy(alias: string, sortBy: WorkerSortField, order: SortOrder): string {
  return sortKeys(sortBy)
    .map((key) => `${alias}.${key} ${order === "desc" ? "desc" : "asc"}`)
    .join(", ");
}

/** Rows skipped before page `page` (1-based) of `perPage` rows. */
export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;
