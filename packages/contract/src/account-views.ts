import { z } from "zod";
import { hashrateFiguresSchema, workersByStatusSchema } from "./telemetry";
import { sortOrders } from "./workers";

/** `GET miners/{id}`: the miner account as its dashboard shows it. */
export const minerViewSchema = z.object({
  data: z.object({
    id: z.string(),
    account_name: z.string(),
    title: z.string().describe("Display title; the account name until one is set"),
    pool_id: z.string(),
    operator_id: z.string().nullable(),
    created_at: z.string(),
    /** Stratum URLs of the pool (up to 3, in order); the worker login is `<account_name>.<worker>`. */
    stratum_addresses: z.array(z.string()),
  }),
});
export type MinerView = z.infer<typeof minerViewSchema>["data"];

/**
 * A miner's title: trimmed, 1 to 64 characters (code points), no control characters, line or paragraph
 * separators or bidirectional controls (they would break or disguise the text around it in lists).
 */
export const minerTitleMaxLength = 64;
const invisibleControls = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
export const minerTitleSchema = z
  .string()
  .trim()
  .min(1)
  .superRefine((title, ctx) => {
    if ([...title].length > minerTitleMaxLength) {
      ctx.addIssue({
        code: "too_big",
        origin: "string",
        maximum: minerTitleMaxLength,
        inclusive: true,
        input: title,
      });
    } else if (invisibleControls.test(title)) {
      ctx.addIssue({ code: "custom", message: "Title must not contain control characters", input: title });
    }
  });
/** `PUT miners/{id}/title`; `DELETE` puts the account name back. Both answer the miner view. */
export const minerTitleBodySchema = z.object({ title: minerTitleSchema });

/** `GET pools/{id}`. */
export const poolViewSchema = z.object({
  data: z.object({
    id: z.string(),
    pool_name: z.string(),
    created_at: z.string(),
    stratum_addresses: z.array(z.string()),
  }),
});
export type PoolView = z.infer<typeof poolViewSchema>["data"];
/** `GET operators/{id}`. */
export const operatorViewSchema = z.object({
  data: z.object({
    id: z.string(),
    operator_name: z.string(),
    title: z.string(),
    pool_id: z.string(),
    created_at: z.string(),
  }),
});
export type OperatorView = z.infer<typeof operatorViewSchema>["data"];

/** `GET {pools|operators}/{id}/stats`: the aggregate figures, workers by status and miners count. */
export const accountStatsSchema = z.object({
  data: hashrateFiguresSchema.extend({
    id: z.string(),
    miners: z.number().int(),
    workers: workersByStatusSchema,
  }),
});
export type AccountStats = z.infer<typeof accountStatsSchema>["data"];

/**
 * Miner states in lists: `active` (a stable worker), `inactive` (workers, none stable), `empty` (no worker
 * yet or only removed ones).
 */
export const minerListStatuses = ["active", "inactive", "empty"] as const;
export type MinerListStatus = (typeof minerListStatuses)[number];
export const minerSortFields = ["account_name", "hash_rate_15m", "hash_rate_1h", "hash_rate_24h"] as const;

/** `GET {pools|operators}/{id}/miners`. */
export const minersListQuerySchema = z.object({
  status: z.enum(minerListStatuses).optional(),
  name: z.string().trim().max(64).optional(),
  sort_by: z.enum(minerSortFields).default("account_name"),
  order: z.enum(sortOrders).default("asc"),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(50),
});
export type MinersListQuery = z.infer<typeof minersListQuerySchema>;
export const minerRowSchema = hashrateFiguresSchema.extend({
  id: z.string(),
  account_name: z.string(),
  title: z.string(),
  operator_id: z.string().nullable(),
  status: z.enum(minerListStatuses),
  workers: workersByStatusSchema,
});
export type MinerRow = z.infer<typeof minerRowSchema>;
export const minersListSchema = z.object({
  data: z.array(minerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
/** `GET {pools|operators}/{id}/miners/statuses` (optional `name`, as the list's): miners per state. */
export const minerStatusesQuerySchema = z.object({ name: z.string().trim().max(64).optional() });
export const minerStatusCountsSchema = z.object({
  data: z.object({ active: z.number().int(), inactive: z.number().int(), empty: z.number().int() }),
});
export type MinerStatusCounts = z.infer<typeof minerStatusCountsSchema>["data"];
