import type { IngestResult, ShareBatch } from "@pithead/contract";
import type { Clock } from "../../../clock";
import { ProductError } from "../../../lib/product-error";
import { recordIngestBatch } from "../../metrics/hooks";
import { workerStatusAt } from "../status/worker-status";
import { batchContentHash, sameContent } from "./batch-hash";
import { foldColumns, type WorkerSeen } from "./fold-batch";
import { type IngestRepository, type RecordedBatch, workerKey } from "./ingest.repository";
import { batchToColumns, isShareColumns, type ShareColumns } from "./share-columns";
import { pastDays, settledShareErrors, shareTimeErrors } from "./share-times";

/**
 * The stored answer of a batch id seen before: the same content is a retry (its first result), other content
 * is a reuse, refused with 409 `batch_id_reused` (answering the first result would drop the new shares
 * silently). A batch recorded before hashes were kept (null) answers its result.
 */
function repeatAnswer(earlier: RecordedBatch, contentHash: string, batch: ShareColumns): IngestResult {
  if (earlier.contentHash !== null && !sameContent(earlier.contentHash, contentHash, batch)) {
    throw new ProductError(
      "batch_id_reused",
      409,
      "This batch_id was already used for a batch with other shares; send new shares under a new batch_id",
    );
  }
  return earlier.result;
}

/** Worker ids this process has seen committed; past this many the cache starts afresh (memory bound). */
const maxCachedWorkers = 1_000_000;

/** Share ingest from the stratum servers. No Fastify, no SQL here. */
export function ingestService(deps: { repo: IngestRepository; clock: Clock }) {
  const { repo, clock } = deps;
  /** worker key -> id. Workers are never deleted while their miner can send shares, so ids stay valid. */
  const knownWorkers = new Map<string, string>();

  return {
    /**
     * Folds a batch in one transaction: the batch id is claimed, new workers are created (with the status
     * their last share gives), the batch's worker 1-minute sums are staged for the compaction job, and the
     * miner, operator and pool buckets of every size are added. A batch with a share outside the accepted
     * time range is refused whole, and so is a batch with a share of a day whose rewards are credited (a settled
     * day takes no more shares: rewards/settlement-lock.ts); a repeated `batch_id` with the same content
     * answers the first result and changes nothing, with other content it is 409 `batch_id_reused`.
     */
    async ingest(batch: ShareBatch | ShareColumns): Promise<IngestResult> {
      try {
        const { result, stored } = await foldIn(isShareColumns(batch) ? batch : batchToColumns(batch));
        recordIngestBatch(stored ? "stored" : "repeated", stored ? result : undefined);
        return result;
      } catch (err) {
        recordIngestBatch(err instanceof ProductError ? "refused" : "failed");
        throw err;
      }
    },
  };

  /** `ingest` without the counting; `stored` when this call stored the batch (not a retry's answer). */
  async function foldIn(batch: ShareColumns): Promise<{ result: IngestResult; stored: boolean }> {
    let stored = false;
    const now = clock.now();
    const times = batch.ts;
    const fields = shareTimeErrors(times, now, batch.tsField);
    if (fields.length > 0) {
      throw new ProductError("validation_failed", 400, "Share times out of range", fields);
    }
    const created = new Map<string, string>();
    const past = pastDays(times, now);
    const contentHash = batchContentHash(batch);
    const result = await repo.transaction(async (tx) => {
      const earlier = await tx.recordedBatch(batch.batchId);
      if (earlier) return repeatAnswer(earlier, contentHash, batch);
      if (past.size > 0) {
        const settled = settledShareErrors(times, await tx.settledDays([...past]), batch.tsField);
        if (settled.length > 0) {
          throw new ProductError(
            "validation_failed",
            400,
            "Shares of a settled day: its rewards are credited",
            settled,
          );
        }
      }
      const accounts = [...new Set(batch.workers.map((w) => w.account))];
      const folded = foldColumns(batch, await tx.activeMiners(accounts));
      const result: IngestResult = { batch_id: batch.batchId, ...folded.counts };
      // A concurrent request with the same id that committed first wins; this one answers its result (or
      // 409 when its content differs).
      if (!(await tx.claimBatch(batch.batchId, contentHash, now, result))) {
        const winner = await tx.recordedBatch(batch.batchId);
        return winner ? repeatAnswer(winner, contentHash, batch) : result;
      }
      stored = true;
      // Unknown accounts' accepted shares: the current pool's, summed per name and day (unallocated funds).
      if (folded.unattributed.length > 0) await tx.addUnattributed(folded.unattributed);
      if (folded.workers.length === 0) return result;
      const fresh = folded.workers.filter((w) => !knownWorkers.has(workerKey(w)));
      const ids = await tx.upsertWorkers(
        fresh.map((w) => ({ ...w, status: workerStatusAt(new Date(w.last), now) })),
      );
      for (const [key, id] of ids) created.set(key, id);
      const idOf = (w: WorkerSeen) => {
        const key = workerKey(w);
        const id = knownWorkers.get(key) ?? ids.get(key);
        if (!id) throw new Error(`worker ${w.name} has no id after the upsert`);
        return id;
      };
      await tx.stageWorkerMinutes(
        folded.workerMinutes.map((b) => ({ ...b, owner: idOf(b.owner) })),
        now,
      );
      await tx.addBuckets("miner", folded.minerBuckets);
      await tx.addBuckets("operator", folded.operatorBuckets);
      await tx.addBuckets("pool", folded.poolBuckets);
      return result;
    });
    // Only ids of a committed transaction are remembered.
    if (knownWorkers.size + created.size > maxCachedWorkers) knownWorkers.clear();
    for (const [key, id] of created) knownWorkers.set(key, id);
    return { result, stored };
  }
}
