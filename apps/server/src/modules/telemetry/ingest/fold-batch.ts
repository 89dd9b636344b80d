import type { IngestResult, Share, WorkerBehaviour } from "@pithead/contract";
import { bucketLevels, bucketStartMs } from "../rollups/buckets";

/** What one bucket gains from a batch (times in ms since the epoch). */
export type BucketSums = {
  bucketSeconds: number;
  bucketStart: number;
  acceptedDifficulty: number;
  acceptedCount: number;
  rejectedDifficulty: number;
  rejectedCount: number;
  lastShareAt: number;
};
export type WorkerSeen = {
  minerId: string;
  behaviour: WorkerBehaviour;
  name: string;
  first: number;
  last: number;
};
export type Owned<T> = BucketSums & { owner: T };

export type FoldedBatch = {
  workers: WorkerSeen[];
  workerBuckets: Owned<WorkerSeen>[];
  minerBuckets: Owned<string>[];
  counts: Omit<IngestResult, "batch_id">;
};

/** The buckets of one worker or miner: per bucket size, bucket start -> sums. */
type OwnerBuckets<T> = { owner: T; levels: Map<number, Owned<T>>[] };
const zero = { acceptedDifficulty: 0, acceptedCount: 0, rejectedDifficulty: 0, rejectedCount: 0 };

function addShare<T>(owner: OwnerBuckets<T>, share: Share, ms: number) {
  for (let i = 0; i < bucketLevels.length; i++) {
    const seconds = bucketLevels[i] as number;
    const level = owner.levels[i] as Map<number, Owned<T>>;
    const bucketStart = bucketStartMs(ms, seconds);
    let b = level.get(bucketStart);
    if (!b) {
      b = { owner: owner.owner, bucketSeconds: seconds, bucketStart, lastShareAt: ms, ...zero };
      level.set(bucketStart, b);
    }
    if (share.accepted) {
      b.acceptedDifficulty += share.difficulty;
      b.acceptedCount += 1;
    } else {
      b.rejectedDifficulty += share.difficulty;
      b.rejectedCount += 1;
    }
    if (ms > b.lastShareAt) b.lastShareAt = ms;
  }
}
const ownerBuckets = <T>(owner: T): OwnerBuckets<T> => ({ owner, levels: bucketLevels.map(() => new Map()) });
const flatten = <T>(owners: Iterable<OwnerBuckets<T>>) =>
  [...owners].flatMap((o) => o.levels.flatMap((level) => [...level.values()]));

/**
 * Folds a batch, in memory, into the sums each worker and miner bucket gains (every bucket size), so that
 * storage is one set-based upsert per table. Shares of accounts missing from `minerIdOf` (unknown or
 * deleted) are not folded: they are counted per account.
 */
export function foldBatch(shares: readonly Share[], minerIdOf: ReadonlyMap<string, string>): FoldedBatch {
  const workers = new Map<string, OwnerBuckets<WorkerSeen>>();
  const minerBuckets = new Map<string, OwnerBuckets<string>>();
  const unknown = new Map<string, number>();
  let folded = 0;
  for (const share of shares) {
    const minerId = minerIdOf.get(share.account);
    if (minerId === undefined) {
      unknown.set(share.account, (unknown.get(share.account) ?? 0) + 1);
      continue;
    }
    folded += 1;
    const ms = Date.parse(share.ts);
    const key = `${minerId}|${share.behaviour}|${share.worker}`;
    let worker = workers.get(key);
    if (!worker) {
      worker = ownerBuckets({ minerId, behaviour: share.behaviour, name: share.worker, first: ms, last: ms });
      workers.set(key, worker);
    } else {
      if (ms < worker.owner.first) worker.owner.first = ms;
      if (ms > worker.owner.last) worker.owner.last = ms;
    }
    let miner = minerBuckets.get(minerId);
    if (!miner) {
      miner = ownerBuckets(minerId);
      minerBuckets.set(minerId, miner);
    }
    addShare(worker, share, ms);
    addShare(miner, share, ms);
  }
  return {
    workers: [...workers.values()].map((w) => w.owner),
    workerBuckets: flatten(workers.values()),
    minerBuckets: flatten(minerBuckets.values()),
    counts: {
      accepted: folded,
      rejected: shares.length - folded,
      unknown_accounts: [...unknown]
        .map(([account, n]) => ({ account, shares: n }))
        .sort((a, b) => b.shares - a.shares || a.account.localeCompare(b.account)),
    },
  };
}
