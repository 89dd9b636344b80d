import type { IngestResult, Share, WorkerBehaviour } from "@pithead/contract";
import { utcDayOf, utcDayStartMs } from "../../../lib/utc-day";
import { type BucketSums, rollUpLevels } from "../rollups/bucket-sums";
import { type BatchWorker, type ShareColumns, sharesToColumns } from "./share-columns";

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

/** Bucket sums in flat arrays, one slot per (owner, minute): no object per share, no shape changes. */
class Slots {
  readonly start: Float64Array;
  readonly acceptedDifficulty: Float64Array;
  readonly acceptedCount: Float64Array;
  readonly rejectedDifficulty: Float64Array;
  readonly rejectedCount: Float64Array;
  readonly last: Float64Array;
  count = 0;
  constructor(max: number) {
    this.start = new Float64Array(max);
    this.acceptedDifficulty = new Float64Array(max);
    this.acceptedCount = new Float64Array(max);
    this.rejectedDifficulty = new Float64Array(max);
    this.rejectedCount = new Float64Array(max);
    this.last = new Float64Array(max);
  }
  open(minute: number, ms: number): number {
    const slot = this.count++;
    this.start[slot] = minute;
    this.last[slot] = ms;
    return slot;
  }
  add(slot: number, accepted: boolean, difficulty: number, ms: number): void {
    const sum = accepted ? this.acceptedDifficulty : this.rejectedDifficulty;
    const count = accepted ? this.acceptedCount : this.rejectedCount;
    sum[slot] = (sum[slot] as number) + difficulty;
    count[slot] = (count[slot] as number) + 1;
    if (ms > (this.last[slot] as number)) this.last[slot] = ms;
  }
  sums<T>(slot: number, owner: T): Owned<T> {
    return {
      owner,
      bucketSeconds: 60,
      bucketStart: this.start[slot] as number,
      acceptedDifficulty: this.acceptedDifficulty[slot] as number,
      acceptedCount: this.acceptedCount[slot] as number,
      rejectedDifficulty: this.rejectedDifficulty[slot] as number,
      rejectedCount: this.rejectedCount[slot] as number,
      lastShareAt: this.last[slot] as number,
    };
  }
}

/** An owner's minutes in a batch: the slot of the last share's minute (shares come mostly in time order). */
class Minutes {
  readonly slots: number[] = [];
  private bySlot: Map<number, number> | undefined;
  private minute = Number.NaN;
  private slot = -1;
  slotOf(into: Slots, minute: number, ms: number): number {
    if (minute === this.minute) return this.slot;
    let slot = this.slots.length === 0 ? undefined : this.lookup(minute);
    if (slot === undefined) {
      slot = into.open(minute, ms);
      this.slots.push(slot);
      this.bySlot?.set(minute, slot);
    }
    this.minute = minute;
    this.slot = slot;
    return slot;
  }
  private lookup(minute: number): number | undefined {
    if (!this.bySlot) {
      // A second minute: index the minutes from now on.
      this.bySlot = new Map([[this.minute, this.slot]]);
    }
    return this.bySlot.get(minute);
  }
}

type MinerState = { ref: MinerRef; workers: WorkerState[]; minutes: Minutes };
type WorkerState = { seen: WorkerSeen; miner: MinerState; minutes: Minutes };

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
  return foldColumns(sharesToColumns("", shares, times), minerOf);
}

/** `foldBatch` over a batch's columns: no object per share, sums in flat arrays, one state per worker. */
export function foldColumns(c: ShareColumns, minerOf: ReadonlyMap<string, MinerRef>): FoldedBatch {
  const n = c.worker.length;
  const workerSlots = new Slots(n);
  const minerSlots = new Slots(n);
  const miners = new Map<string, MinerState | null>();
  const states: (WorkerState | null | undefined)[] = new Array(c.workers.length);
  const unknown = new Map<string, number>();
  const unattributed = new Map<number, Map<string, UnattributedDay>>();
  const stateOf = (w: number, ms: number): WorkerState | null => {
    const { account, worker, behaviour } = c.workers[w] as BatchWorker;
    let miner = miners.get(account);
    if (miner === undefined) {
      const ref = minerOf.get(account);
      miner = ref ? { ref, workers: [], minutes: new Minutes() } : null;
      miners.set(account, miner);
    }
    if (miner === null) return null;
    const seen = { minerId: miner.ref.id, behaviour, name: worker, first: ms, last: ms };
    const state = { seen, miner, minutes: new Minutes() };
    miner.workers.push(state);
    return state;
  };
  const { worker, difficulty, accepted, ts } = c;
  let folded = 0;
  for (let i = 0; i < n; i++) {
    const w = worker[i] as number;
    const ms = ts[i] as number;
    const ok = accepted[i] === 1;
    const d = difficulty[i] as number;
    let state = states[w];
    if (state === undefined) {
      state = stateOf(w, ms);
      states[w] = state;
    }
    if (state === null) {
      const account = (c.workers[w] as BatchWorker).account;
      unknown.set(account, (unknown.get(account) ?? 0) + 1);
      if (ok) addUnattributed(unattributed, account, d, ms);
      continue;
    }
    folded += 1;
    const minute = ms - (ms % 60_000);
    const seen = state.seen;
    if (ms < seen.first) seen.first = ms;
    if (ms > seen.last) seen.last = ms;
    workerSlots.add(state.minutes.slotOf(workerSlots, minute, ms), ok, d, ms);
    minerSlots.add(state.miner.minutes.slotOf(minerSlots, minute, ms), ok, d, ms);
  }
  const known = [...miners.values()].filter((m): m is MinerState => m !== null);
  return {
    ...assemble(known, workerSlots, minerSlots, folded, n, unknown),
    unattributed: [...unattributed.values()].flatMap((byAccount) => [...byAccount.values()]),
  };
}

/** Sums per UTC day (its start in ms) and account name; the day is written out once per sum, not per share. */
function addUnattributed(
  sums: Map<number, Map<string, UnattributedDay>>,
  account: string,
  difficulty: number,
  ms: number,
) {
  const dayMs = utcDayStartMs(ms);
  let byAccount = sums.get(dayMs);
  if (!byAccount) {
    byAccount = new Map();
    sums.set(dayMs, byAccount);
  }
  let sum = byAccount.get(account);
  if (!sum) {
    sum = { account, day: utcDayOf(dayMs), acceptedDifficulty: 0, acceptedCount: 0 };
    byAccount.set(account, sum);
  }
  sum.acceptedDifficulty += difficulty;
  sum.acceptedCount += 1;
}

function assemble(
  miners: MinerState[],
  workerSlots: Slots,
  minerSlots: Slots,
  folded: number,
  total: number,
  unknown: Map<string, number>,
) {
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
    for (const w of m.workers) {
      workers.push(w.seen);
      for (const slot of w.minutes.slots) workerMinutes.push(workerSlots.sums(slot, w.seen));
    }
    const minutes: BucketSums[] = m.minutes.slots.map((slot) => minerSlots.sums(slot, undefined));
    minerBuckets.push(...own(m.ref.id, rollUpLevels(minutes)));
    if (m.ref.operatorId) push(byOperator, m.ref.operatorId, minutes);
    push(byPool, m.ref.poolId, minutes);
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
