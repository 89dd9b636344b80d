import { z } from "zod";
import { hashrateFiguresSchema, workerBehaviours, workerStatuses, workersByStatusSchema } from "./telemetry";
import { workerSilenceSchema } from "./worker-silence";

/**
 * Sort fields of worker lists (SPEC section 3, and `last_share_at`: issue 41) and the order. Names sort
 * naturally: digit runs by value (s19-1, s19-2, s19-10), letters case-insensitively.
 */
export const workerSortFields = [
  "worker_name",
  "hash_rate_15m",
  "hash_rate_1h",
  "hash_rate_24h",
  "reject_pct_15m",
  "last_share_at",
] as const;
export type WorkerSortField = (typeof workerSortFields)[number];
export const sortOrders = ["asc", "desc"] as const;
export type SortOrder = (typeof sortOrders)[number];
export const maxWorkersPerPage = 1000;

/**
 * `GET {pools|operators|miners}/{id}/workers` and `miners/{id}/workers/boundary`: `status` (absent: every status
 * but `removed`), `name` (case-insensitive substring), sort, pagination.
 */
export const workersListQuerySchema = z.object({
  status: z.enum(workerStatuses).optional(),
  name: z.string().trim().max(64).optional(),
  sort_by: z.enum(workerSortFields).default("worker_name"),
  order: z.enum(sortOrders).default("asc"),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(maxWorkersPerPage).default(100),
});
export type WorkersListQuery = z.infer<typeof workersListQuerySchema>;

/** A row of a worker list: the figures of `workers/stats` plus who it belongs to. */
export const workerRowSchema = hashrateFiguresSchema.extend({
  id: z.string(),
  miner_id: z.string(),
  account_name: z.string(),
  name: z.string().describe("Worker name; the stratum login is `<account_name>.<name>`"),
  behaviour: z.enum(workerBehaviours),
  status: z.enum(workerStatuses),
  status_changed_at: z.string(),
  last_share_at: z.string(),
  silence: workerSilenceSchema
    .nullable()
    .describe("Set while the alert rule judges the worker silent (a stable worker that stopped early)"),
});
export type WorkerRow = z.infer<typeof workerRowSchema>;

export const workersListSchema = z.object({
  data: z.array(workerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type WorkersList = z.infer<typeof workersListSchema>;

/** `.../workers/statuses` (optional `name`): how many workers are in each status. */
export const workerStatusesQuerySchema = z.object({ name: z.string().trim().max(64).optional() });
export const workerStatusCountsSchema = z.object({
  data: z.object({
    stable: z.number().int(),
    unavailable: z.number().int(),
    off: z.number().int(),
    removed: z.number().int(),
    total: z.number().int().describe("Every worker but the removed ones"),
    silent: z
      .number()
      .int()
      .describe("Stable workers the alert rule judges silent (counted in `stable` too)"),
  }),
});
export type WorkerStatusCounts = z.infer<typeof workerStatusCountsSchema>["data"];

/** `GET workers/random-name` (no credentials): a fresh worker name suggestion. */
export const randomWorkerNameSchema = z.object({ data: z.object({ name: z.string() }) });

/** `GET miners/{id}/workers/boundary/stats`: the miner's boundary workers' figures added up, and their statuses. */
export const boundaryWorkersStatsSchema = z.object({
  data: hashrateFiguresSchema.extend({ workers: workersByStatusSchema }),
});
export type BoundaryWorkersStats = z.infer<typeof boundaryWorkersStatsSchema>["data"];
