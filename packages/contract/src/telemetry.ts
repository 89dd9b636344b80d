import { z } from "zod";

/** Worker behaviour (SPEC section 3): real hardware, or a boundary worker (hashrate transfer). */
export const workerBehaviours = ["hardware", "boundary"] as const;
export type WorkerBehaviour = (typeof workerBehaviours)[number];

/** Worker states (SPEC section 4). `removed` workers are gone from lists but kept in history. */
export const workerStatuses = ["stable", "unavailable", "off", "removed"] as const;
export type WorkerStatus = (typeof workerStatuses)[number];

/** Share ingest limits (`POST /api/ingest/v1/shares`). */
export const ingestLimits = {
  maxShares: 50_000,
  maxBatchIdLength: 128,
  maxAccountLength: 64,
  maxWorkerLength: 64,
  maxReasonLength: 64,
  /** A share may be stamped at most this far in the future (clock skew of a stratum server). */
  maxFutureMs: 5 * 60_000,
  /**
   * The largest share difficulty ingest takes: 1e15. A share can never be worth more than a block, so the
   * network difficulty is the natural ceiling; it is about 1.5e14 today (2025), and 1e15 leaves 6-7x of
   * headroom (a share at the limit is worth ~7 blocks at today's rate, never billions of BTC). Below 2^53, so
   * every integer difficulty up to it is exact in a double. It also bounds every sum: a bucket holds at most
   * 2^63 shares (a bigint count), so no sum of valid shares passes 2^63 x 1e15 = 9.2e33, and x 2^32 (hashes)
   * 4e43, far inside a double (1.8e308): the double precision rollup sums and hashrates cannot overflow.
   * Raise it (a contract change) if the network difficulty ever comes near.
   */
  maxShareDifficulty: 1e15,
} as const;

/** Worker names: Latin letters, digits, `_`, `-`, `.` (the stratum login is `<account>.<worker>`). */
export const workerNamePattern = /^[A-Za-z0-9_.-]+$/;

export const shareSchema = z.object({
  account: z.string().min(1).max(ingestLimits.maxAccountLength),
  worker: z.string().min(1).max(ingestLimits.maxWorkerLength).regex(workerNamePattern),
  /** Positive, at most `ingestLimits.maxShareDifficulty` (above: the field error `max_threshold`). */
  difficulty: z.number().positive().max(ingestLimits.maxShareDifficulty),
  accepted: z.boolean(),
  reason: z.string().max(ingestLimits.maxReasonLength).optional(),
  ts: z.iso.datetime({ offset: true }),
  behaviour: z.enum(workerBehaviours).default("hardware"),
});
export type Share = z.infer<typeof shareSchema>;

export const shareBatchSchema = z.object({
  batch_id: z.string().min(1).max(ingestLimits.maxBatchIdLength),
  shares: z.array(shareSchema).min(1).max(ingestLimits.maxShares),
});
export type ShareBatch = z.infer<typeof shareBatchSchema>;

/**
 * The answer to a batch; a repeated `batch_id` with the same content gets the first answer again and changes
 * nothing; the same `batch_id` with other content is 409 `batch_id_reused` (its shares would be dropped).
 */
export const ingestResultSchema = z.object({
  batch_id: z.string(),
  accepted: z.number().int().describe("Shares folded into the rollups (accepted or rejected by the stratum)"),
  rejected: z.number().int().describe("Shares not folded: their account is unknown or deleted"),
  unknown_accounts: z.array(z.object({ account: z.string(), shares: z.number().int() })),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;

/** `id[]` of the stats calls: one id or several, at most `maxStatsIds`. */
export const maxStatsIds = 200;
export const statsQuerySchema = z.object({
  "id[]": z
    .union([z.uuid(), z.array(z.uuid())])
    .transform((v) => (Array.isArray(v) ? [...new Set(v)] : [v]))
    .pipe(z.array(z.string()).min(1).max(maxStatsIds)),
});

/**
 * Hashrate (H/s) over 15 minutes, 1 hour and 24 hours with the number of accepted shares behind each figure
 * and its relative error (about 1/sqrt(shares); null without shares), and the rejected share of the difficulty
 * over 15 minutes in percent.
 */
export const hashrateFiguresSchema = z.object({
  hash_rate_15m: z.number(),
  hash_rate_1h: z.number(),
  hash_rate_24h: z.number(),
  shares_15m: z.number().int(),
  shares_1h: z.number().int(),
  shares_24h: z.number().int(),
  rel_error_15m: z.number().nullable(),
  rel_error_1h: z.number().nullable(),
  rel_error_24h: z.number().nullable(),
  reject_pct_15m: z.number(),
});
export type HashrateFigures = z.infer<typeof hashrateFiguresSchema>;

export const workersByStatusSchema = z.object({
  stable: z.number().int(),
  unavailable: z.number().int(),
  off: z.number().int(),
  removed: z.number().int(),
});

export const minerStatsSchema = hashrateFiguresSchema.extend({
  id: z.string(),
  workers: workersByStatusSchema,
});
export const minersStatsSchema = z.object({ data: z.array(minerStatsSchema) });

export const workerStatsSchema = hashrateFiguresSchema.extend({
  id: z.string(),
  miner_id: z.string(),
  name: z.string(),
  behaviour: z.enum(workerBehaviours),
  status: z.enum(workerStatuses),
  last_share_at: z.string(),
});
export const workersStatsSchema = z.object({ data: z.array(workerStatsSchema) });
export type MinerStats = z.infer<typeof minerStatsSchema>;
export type WorkerStats = z.infer<typeof workerStatsSchema>;
