import type { IngestResult, Share, WorkerBehaviour } from "@pithead/contract";
import { utcDayOf, utcDayStartMs } from "../../../lib/utc-day";
import { type BucketSums, rollUpLevels } from "../rollups/bucket-sums";

export type { BucketSums } from "../rollups/bucket-sums";

/** The accounts a batch may fold into: account name -> the miner and, at ingest time, its operator and pool. */
export type MinerRef = { id: string; operatorId: string | null; poolId: string };
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
  /** 1-minute sums per worker (the coarser worker buckets are built by the compaction job). */
  workerMinutes: Owned<WorkerSeen>[];
  /** Every bucket size, per miner, operator and pool. */
  minerBuckets: Owned<string>[];
  operatorBuckets: Owned<string>[];
  poolBuckets: Owned<string>[];
  /** Accepted shares of unknown accounts, per account and UTC day (they become unallocated funds). */
  unattributed: UnattributedDay[];
  counts: Omit<IngestResult, "batch_id">;
};
export type UnattributedDay = {
  account: string;
  day: string;
  acceptedDifficulty: number;
  acceptedCount: number;
};

type WorkerState = { seen: WorkerSeen; minutes: Map<number, Owned<WorkerSeen>> };
type MinerState = { ref: MinerRef; workers: Map<string, WorkerState>; minutes: Map<number, BucketSums> };

function add(b: BucketSums, share: Share, ms: number) {
  if (share.accepted) {
    b.acceptedDifficulty += share.difficulty;
    b.acceptedCount += 1;
  } else {
    b.rejectedDifficulty += share.difficulty;
    b.rejectedCount += 1;
  }
  if (ms > b.lastShareAt) b.lastShareAt = ms;
}
const empty = (bucketStart: number, ms: number): BucketSums => ({
  bucketSeconds: 60,
  bucketStart,
  acceptedDifficulty: 0,
  acceptedCount: 0,
  rejectedDifficulty: 0,
  rejectedCount: 0,
  lastShareAt: ms,
});
const own = <T>(owner: T, buckets: BucketSums[]): Owned<T>[] => buckets.map((b) => ({ ...b, owner }));

/**
 * Folds a batch, in memory, into what each bucket gains: 1-minute sums per worker, and every bucket size per
 * miner, operator and pool (the coarser ones summed from the miner's 1-minute sums, so all agree exactly).
 * `times[i]` is share i's time in ms. Shares of accounts missing from `minerOf` (unknown or deleted) are not
 * folded: they are counted per account, and the accepted ones summed per account and UTC day.
 */
export function foldBatch(
  shares: readonly Share[],
  times: ArrayLike<number>,
  minerOf: ReadonlyMap<string, MinerRef>,
): FoldedBatch {
  const miners = new Map<string, MinerState>();
  const unknown = new Map<string, number>();
  const unattributed = new Map<number, Map<string, UnattributedDay>>();
  let folded = 0;
  for (let i = 0; i < shares.length; i++) {
    const share = shares[i] as Share;
    let miner = miners.get(share.account);
    if (!miner) {
      const ref = minerOf.get(share.account);
      if (ref === undefined) {
        unknown.set(share.account, (unknown.get(share.account) ?? 0) + 1);
        if (share.accepted) addUnattributed(unattributed, share, times[i] as number);
        continue;
      }
      miner = { ref, workers: new Map(), minutes: new Map() };
      miners.set(share.account, miner);
    }
    folded += 1;
    const ms = times[i] as number;
    const minute = ms - (ms % 60_000);
    const key = share.behaviour === "boundary" ? `b|${share.worker}` : share.worker;
    let worker = miner.workers.get(key);
    if (!worker) {
      const seen = {
        minerId: miner.ref.id,
        behaviour: share.behaviour,
        name: share.worker,
        first: ms,
        last: ms,
      };
      worker = { seen, minutes: new Map() };
      miner.workers.set(key, worker);
    } else {
      if (ms < worker.seen.first) worker.seen.first = ms;
      if (ms > worker.seen.last) worker.seen.last = ms;
    }
    let wb = worker.minutes.get(minute);
    if (!wb) {
      wb = { ...empty(minute, ms), owner: worker.seen };
      worker.minutes.set(minute, wb);
    }
    add(wb, share, ms);
    let mb = miner.minutes.get(minute);
    if (!mb) {
      mb = empty(minute, ms);
      miner.minutes.set(minute, mb);
    }
    add(mb, share, ms);
  }
  return {
    ...assemble([...miners.values()], folded, shares.length, unknown),
    unattributed: [...unattributed.values()].flatMap((byAccount) => [...byAccount.values()]),
  };
}

/** Sums per UTC day (its start in ms) and account name; the day is written out once per sum, not per share. */
function addUnattributed(sums: Map<number, Map<string, UnattributedDay>>, share: Share, ms: number) {
  const dayMs = utcDayStartMs(ms);
  let byAccount = sums.get(dayMs);
  if (!byAccount) {
    byAccount = new Map();
    sums.set(dayMs, byAccount);
  }
  let sum = byAccount.get(share.account);
  if (!sum) {
    sum = { account: share.account, day: utcDayOf(dayMs), acceptedDifficulty: 0, acceptedCount: 0 };
    byAccount.set(share.account, sum);
  }
  sum.acceptedDifficulty += share.difficulty;
  sum.acceptedCount += 1;
}

function assemble(miners: MinerState[], folded: number, total: number, unknown: Map<string, number>) {
  const workers: WorkerSeen[] = [];
  const workerMinutes: Owned<WorkerSeen>[] = [];
  const minerBuckets: Owned<string>[] = [];
  const byOperator = new Map<string, BucketSums[]>();
  const byPool = new Map<string, BucketSums[]>();
  const push = (groups: Map<string, BucketSums[]>, id: string, buckets: Iterable<BucketSums>) => {
    const list = groups.get(id) ?? [];
    list.push(...buckets);
    groups.set(id, list);
  };
  for (const m of miners) {
    for (const w of m.workers.values()) {
      workers.push(w.seen);
      workerMinutes.push(...w.minutes.values());
    }
    minerBuckets.push(...own(m.ref.id, rollUpLevels(m.minutes.values())));
    if (m.ref.operatorId) push(byOperator, m.ref.operatorId, m.minutes.values());
    push(byPool, m.ref.poolId, m.minutes.values());
  }
  const groupBuckets = (groups: Map<string, BucketSums[]>) =>
    [...groups].flatMap(([id, minutes]) => own(id, rollUpLevels(minutes)));
  return {
    workers,
    workerMinutes,
    minerBuckets,
    operatorBuckets: groupBuckets(byOperator),
    poolBuckets: groupBuckets(byPool),
    counts: {
      accepted: folded,
      rejected: total - folded,
      unknown_accounts: [...unknown]
        .map(([account, n]) => ({ account, shares: n }))
        .sort((a, b) => b.shares - a.shares || a.account.localeCompare(b.account)),
    },
  };
}
