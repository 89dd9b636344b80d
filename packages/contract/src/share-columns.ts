import { z } from "zod";
import { ingestLimits, workerBehaviours, workerNamePattern } from "./telemetry";

/**
 * `POST /api/ingest/v1/share-columns`: the same batch as `shareBatchSchema`, one array per field instead of
 * one object per share, for stratum servers that send many shares per worker (about 30 bytes of JSON a share
 * against 130, and no object per share to parse). Share i is `workers[worker[i]]` with `difficulty[i]`,
 * `accepted[i]` and `ts[i]` (ms since the epoch, UTC). Same limits, same answer, same batch ids: a batch
 * sent in one format and retried in the other is the same batch. The stratum's `reason` is not carried
 * (ingest does not keep it).
 *
 * ```json
 * { "batch_id": "s1-000123",
 *   "workers": [{ "account": "alice", "worker": "rig1" }, { "account": "bob", "worker": "b1", "behaviour": "boundary" }],
 *   "worker": [0, 1, 0], "difficulty": [65536, 1024, 65536], "accepted": [true, true, false],
 *   "ts": [1772445490000, 1772445490120, 1772445491003] }
 * ```
 *
 * Field errors name the column and the share: `difficulty.3` `max_threshold`, `worker.7` `max_threshold` (no
 * such worker), `accepted` `invalid_input` (a column of another length than `worker`).
 */
const { maxShares } = ingestLimits;
/** Latest time a Date can hold (ms); times are checked against the clock after validation. */
const maxTimeMs = 8.64e15;
const column = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(maxShares);

export const batchWorkerSchema = z.object({
  account: z.string().min(1).max(ingestLimits.maxAccountLength),
  worker: z.string().min(1).max(ingestLimits.maxWorkerLength).regex(workerNamePattern),
  behaviour: z.enum(workerBehaviours).default("hardware"),
});

export const shareColumnsBatchSchema = z
  .object({
    batch_id: z.string().min(1).max(ingestLimits.maxBatchIdLength),
    workers: column(batchWorkerSchema),
    worker: column(z.number().int().min(0)),
    difficulty: column(z.number().positive().max(ingestLimits.maxShareDifficulty)),
    accepted: column(z.boolean()),
    ts: column(z.number().int().min(0).max(maxTimeMs)),
  })
  .superRefine((batch, ctx) => {
    const n = batch.worker.length;
    for (const key of ["difficulty", "accepted", "ts"] as const) {
      if (batch[key].length !== n) {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} must have one entry per share (${n})` });
      }
    }
    let reported = 0;
    for (let i = 0; i < n && reported < 100; i++) {
      if ((batch.worker[i] as number) >= batch.workers.length) {
        reported += 1;
        ctx.addIssue({
          code: "too_big",
          origin: "number",
          maximum: batch.workers.length - 1,
          inclusive: true,
          path: ["worker", i],
          message: "No such entry in workers",
        });
      }
    }
  });
export type ShareColumnsBatch = z.infer<typeof shareColumnsBatchSchema>;
