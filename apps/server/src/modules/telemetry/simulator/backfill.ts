import { setImmediate } from "node:timers/promises";
import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { throwIfStopped } from "../../../jobs/job-stop";
import { runOnce } from "../../../jobs/run-once";
import { ingestRepository, workerKey } from "../ingest/ingest.repository";
import { addSums, type BucketSums } from "../rollups/bucket-sums";
import { addBucketRows, type RollupOwner } from "../rollups/rollup-writes";
import { workerStatusAt } from "../status/worker-status";
import { workerHistory } from "./backfill-pieces";
import type { DemoWorker } from "./demo-farms";

export const demoBackfillJob = "demo-backfill";
const chunk = 5000;

type Owned = BucketSums & { owner: string };

async function write(db: Db, owner: RollupOwner, rows: Owned[]) {
  for (let i = 0; i < rows.length; i += chunk) await addBucketRows(db, owner, rows.slice(i, i + chunk));
}
const own = (owner: string, buckets: BucketSums[]) => buckets.map((b) => ({ ...b, owner }));

/** Workers drawn between which the event loop runs: a miner's 2,600 histories take about a second together. */
const workersPerTurn = 100;

type History = { w: DemoWorker; buckets: BucketSums[]; first: number; last: number };

/**
 * Each worker's buckets, first and last share, in seeded order (its pieces are dropped once folded: a miner's
 * 460,000 of them would be held for nothing); other requests are served every `workersPerTurn` workers.
 */
async function historiesOf(workers: DemoWorker[], random: () => number, endMs: number) {
  const out: History[] = [];
  for (const [i, w] of workers.entries()) {
    const { pieces, buckets, last } = workerHistory(w, random, endMs);
    if (last !== undefined) out.push({ w, buckets, first: pieces[0]?.bucketStart ?? endMs, last });
    if (i % workersPerTurn === workersPerTurn - 1) await setImmediate();
  }
  return out;
}

/**
 * The owner's buckets of every size: the workers' buckets of the same size and start summed (each worker's bucket
 * is already the exact sum of its pieces), yielding to the event loop between workers.
 */
async function sumBuckets(perWorker: BucketSums[][]): Promise<BucketSums[]> {
  const sums = new Map<string, BucketSums>();
  for (const [i, buckets] of perWorker.entries()) {
    for (const b of buckets) {
      const key = `${b.bucketSeconds}:${b.bucketStart}`;
      const into = sums.get(key);
      if (into) addSums(into, b);
      else sums.set(key, { ...b });
    }
    if (i % workersPerTurn === workersPerTurn - 1) await setImmediate();
  }
  return [...sums.values()];
}

/**
 * The demo's history on first start: 7 days of every demo worker up to the current minute, written straight
 * into the rollup tables, once per database and miner (`job_runs` rows `demo-backfill`, `v1:<account>`, each
 * miner in its own transaction, so the server keeps answering between them and a restart does not double
 * it). Ingest refuses shares older than 2 days, and replaying 7 days of thousands of ASICs share by share
 * (over 300 million shares) would take far too long at start, so the history is drawn as Poisson counts per
 * piece of time and folded with the same fold code (`rollUpLevels`) into worker, miner, operator and pool
 * buckets (added, as ingest adds); workers are created with the ingest repository (a live worker's history has
 * no silence: `stable` since its first share; a stopped one's status dated from its last share). Live shares then go
 * through the ingest service.
 */
export async function backfillDemo(
  db: Db,
  clock: Clock,
  workers: DemoWorker[],
  random: () => number,
  signal?: AbortSignal,
) {
  const endMs = clock.now().getTime() - (clock.now().getTime() % 60_000);
  const accounts = [...new Set(workers.map((w) => w.account))];
  let rows = 0;
  let ran = false;
  for (const account of accounts) {
    // A shutdown stops it between miners: each miner's history commits with its claim, the next start goes on.
    throwIfStopped(signal, "demo backfill");
    // Drawn even when already written, so the seeded sequence after the backfill is the same at every start.
    const histories = await historiesOf(
      workers.filter((w) => w.account === account),
      random,
      endMs,
    );
    const outcome = await runOnce(db, clock, demoBackfillJob, `v1:${account}`, async (tx) => {
      const ingest = ingestRepository(tx);
      const ref = (await ingest.activeMiners([account])).get(account);
      if (!ref) return 0;
      const ids = await ingest.upsertWorkers(
        histories.map(({ w, first, last }) => ({
          minerId: ref.id,
          behaviour: w.behaviour,
          name: w.name,
          first,
          last,
          status: workerStatusAt(new Date(last), clock.now()),
        })),
      );
      // Written a chunk at a time as it is built: one array of a miner's 650,000 worker rows would hold the
      // event loop for a second.
      let workerRows = 0;
      let pending: Owned[] = [];
      for (const { w, buckets } of histories) {
        const id = ids.get(workerKey({ minerId: ref.id, behaviour: w.behaviour, name: w.name })) ?? "";
        for (const b of buckets) pending.push({ ...b, owner: id });
        if (pending.length >= chunk) {
          workerRows += pending.length;
          await addBucketRows(tx, "worker", pending);
          pending = [];
        }
      }
      workerRows += pending.length;
      await addBucketRows(tx, "worker", pending);
      const minerBuckets = await sumBuckets(histories.map((h) => h.buckets));
      await write(tx, "miner", own(ref.id, minerBuckets));
      if (ref.operatorId) await write(tx, "operator", own(ref.operatorId, minerBuckets));
      await write(tx, "pool", own(ref.poolId, minerBuckets));
      return workerRows + minerBuckets.length;
    });
    if (outcome.ran) {
      ran = true;
      rows += outcome.value;
    }
  }
  return { ran, rows, until: new Date(endMs).toISOString() };
}
