import type { Share, ShareBatch, WorkerBehaviour } from "@pithead/contract";
import type { ShareColumnsBatch } from "@pithead/contract/share-columns";
import { isoMs } from "./share-times";

/** One worker a batch names: its account, name and behaviour (distinct within a batch). */
export type BatchWorker = { account: string; worker: string; behaviour: WorkerBehaviour };

/**
 * A validated batch as ingest folds it, one typed array per share field: `worker[i]` is share i's index in
 * `workers` (distinct, in order of first appearance), `ts[i]` its time in ms. No object per share: a
 * 50,000-share batch is a few flat arrays, whatever shape it arrived in. The stratum's `reason` is not kept
 * (ingest neither folds nor hashes it).
 */
export type ShareColumns = {
  batchId: string;
  /** The field that holds share i's time, for field errors (`shares.<i>.ts`, or `ts.<i>` in columns). */
  tsField?: (i: number) => string;
  workers: BatchWorker[];
  worker: Uint32Array;
  difficulty: Float64Array;
  accepted: Uint8Array;
  ts: Float64Array;
};

/** Builds `ShareColumns` share by share, interning each (account, behaviour, worker) once. */
export class ColumnsBuilder {
  readonly workers: BatchWorker[] = [];
  readonly worker: Uint32Array;
  readonly difficulty: Float64Array;
  readonly accepted: Uint8Array;
  readonly ts: Float64Array;
  /** account -> worker key (`b|name` for a boundary worker: names hold no `|`) -> index in `workers`. */
  private readonly index = new Map<string, Map<string, number>>();

  constructor(n: number) {
    this.worker = new Uint32Array(n);
    this.difficulty = new Float64Array(n);
    this.accepted = new Uint8Array(n);
    this.ts = new Float64Array(n);
  }

  /** The index of a worker already seen in this batch, or -1. */
  known(account: string, worker: string, behaviour: WorkerBehaviour): number {
    const key = behaviour === "boundary" ? `b|${worker}` : worker;
    return this.index.get(account)?.get(key) ?? -1;
  }

  /** The index of the worker, added when new. */
  intern(account: string, worker: string, behaviour: WorkerBehaviour): number {
    const key = behaviour === "boundary" ? `b|${worker}` : worker;
    let byName = this.index.get(account);
    if (byName === undefined) {
      byName = new Map();
      this.index.set(account, byName);
    }
    let at = byName.get(key);
    if (at === undefined) {
      at = this.workers.length;
      this.workers.push({ account, worker, behaviour });
      byName.set(key, at);
    }
    return at;
  }

  set(i: number, worker: number, difficulty: number, accepted: boolean, ms: number): void {
    this.worker[i] = worker;
    this.difficulty[i] = difficulty;
    this.accepted[i] = accepted ? 1 : 0;
    this.ts[i] = ms;
  }

  build(batchId: string): ShareColumns {
    const { workers, worker, difficulty, accepted, ts } = this;
    return { batchId, workers, worker, difficulty, accepted, ts };
  }
}

/** The columns of shares already validated by the contract (`times[i]`: share i's time in ms, if known). */
export function sharesToColumns(batchId: string, shares: readonly Share[], times?: ArrayLike<number>) {
  const b = new ColumnsBuilder(shares.length);
  for (let i = 0; i < shares.length; i++) {
    const s = shares[i] as Share;
    const w = b.intern(s.account, s.worker, s.behaviour);
    b.set(i, w, s.difficulty, s.accepted, times ? (times[i] as number) : isoMs(s.ts));
  }
  return b.build(batchId);
}

export const batchToColumns = (batch: ShareBatch) => sharesToColumns(batch.batch_id, batch.shares);

export const isShareColumns = (v: ShareBatch | ShareColumns): v is ShareColumns =>
  (v as ShareColumns).worker instanceof Uint32Array;

/** The columns of a columnar batch already validated by the contract (workers interned in order of use). */
export function columnsBatchToColumns(batch: ShareColumnsBatch): ShareColumns {
  const b = new ColumnsBuilder(batch.worker.length);
  const canonical = new Map<number, number>();
  for (let i = 0; i < batch.worker.length; i++) {
    const w = batch.worker[i] as number;
    let at = canonical.get(w);
    if (at === undefined) {
      const entry = batch.workers[w] as ShareColumnsBatch["workers"][number];
      at = b.intern(entry.account, entry.worker, entry.behaviour);
      canonical.set(w, at);
    }
    b.set(i, at, batch.difficulty[i] as number, batch.accepted[i] as boolean, batch.ts[i] as number);
  }
  return { ...b.build(batch.batch_id), tsField: columnTsField };
}

export const columnTsField = (i: number) => `ts.${i}`;
