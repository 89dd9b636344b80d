import type { IngestResult, ShareBatch } from "@pithead/contract";
import type { Clock } from "../../../clock";
import { ProductError } from "../../../lib/product-error";
import { workerStatusAt } from "../status/worker-status";
import { foldBatch } from "./fold-batch";
import type { IngestRepository } from "./ingest.repository";
import { shareTimeErrors } from "./share-times";

/** Share ingest from the stratum servers. No Fastify, no SQL here. */
export function ingestService(deps: { repo: IngestRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /**
     * Folds a batch into the worker and miner rollups in one transaction. A batch with a share outside the
     * accepted time range is refused whole; a repeated `batch_id` answers the first result and changes nothing.
     */
    async ingest(batch: ShareBatch): Promise<IngestResult> {
      const now = clock.now();
      const fields = shareTimeErrors(batch.shares, now);
      if (fields.length > 0) {
        throw new ProductError("validation_failed", 400, "Share times out of range", fields);
      }
      return repo.transaction(async (tx) => {
        const earlier = await tx.batchResult(batch.batch_id);
        if (earlier) return earlier;
        const accounts = [...new Set(batch.shares.map((s) => s.account))];
        const folded = foldBatch(batch.shares, await tx.activeMiners(accounts));
        const result: IngestResult = { batch_id: batch.batch_id, ...folded.counts };
        // A concurrent request with the same id that committed first wins; this one answers its result.
        if (!(await tx.claimBatch(batch.batch_id, now, result))) {
          return (await tx.batchResult(batch.batch_id)) ?? result;
        }
        if (folded.workers.length === 0) return result;
        const workerIds = await tx.upsertWorkers(
          folded.workers.map((w) => ({ ...w, status: workerStatusAt(new Date(w.last), now) })),
          now,
        );
        const idOf = (w: { minerId: string; behaviour: string; name: string }) => {
          const id = workerIds.get(`${w.minerId}|${w.behaviour}|${w.name}`);
          if (!id) throw new Error(`worker ${w.name} has no id after the upsert`);
          return id;
        };
        await tx.addWorkerBuckets(folded.workerBuckets.map((b) => ({ ...b, owner: idOf(b.owner) })));
        await tx.addMinerBuckets(folded.minerBuckets);
        return result;
      });
    },
  };
}
