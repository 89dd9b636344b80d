import type { SortOrder, WorkerSortField, WorkerStatus } from "@pithead/contract";

/** The account whose workers a list shows: a pool, an operator (every miner of it) or one miner. */
export type WorkersOwner = { type: "pool" | "operator" | "miner"; id: string };

/** What the list asks the server for: one status (absent: all but removed), a name part, the sort. */
export type WorkersFilter = {
  status?: Exclude<WorkerStatus, "removed">;
  name?: string;
  sort_by: WorkerSortField;
  order: SortOrder;
};
