import type { IngestResult, WorkerStatus } from "@pithead/contract";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ingestBatches, jobRuns, miners, workerRollupStaging } from "../../../db/schema";
import { pgArrayLiteral } from "../../../db/sql-values";
import { lockSettlementDay, rewardsJob } from "../../rewards/settlement-lock";
import { addBucketRows, type RollupOwner } from "../rollups/rollup-writes";
import { statusEnteredAt } from "../status/worker-status";
import type { MinerRef, Owned, UnattributedDay, WorkerSeen } from "./fold-batch";

type Rows = { rows: Record<string, unknown>[] };
const iso = (ms: number) => new Date(ms).toISOString();
/** One JSON parameter per statement: row counts do not hit the 65,535 bind-parameter limit. */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;

export type WorkerUpsert = WorkerSeen & { status: WorkerStatus };
/** A recorded batch: its answer and the hash of its content (null when recorded before hashes were kept). */
export type RecordedBatch = { result: IngestResult; contentHash: string | null };
export const workerKey = (w: { minerId: string; behaviour: string; name: string }) =>
  `${w.minerId}|${w.behaviour}|${w.name}`;

export interface IngestRepository {
  transaction<T>(work: (repo: IngestRepository) => Promise<T>): Promise<T>;
  activeMiners(accounts: string[]): Promise<Map<string, MinerRef>>;
  recordedBatch(batchId: string): Promise<RecordedBatch | undefined>;
  claimBatch(batchId: string, contentHash: string, at: Date, result: IngestResult): Promise<boolean>;
  upsertWorkers(workers: WorkerUpsert[]): Promise<Map<string, string>>;
  stageWorkerMinutes(minutes: Owned<string>[], at: Date): Promise<void>;
  addBuckets(owner: RollupOwner, buckets: Owned<string>[]): Promise<void>;
  settledDays(days: string[]): Promise<Set<string>>;
  addUnattributed(sums: UnattributedDay[]): Promise<void>;
}

/** Drizzle access for share ingest: batches, workers, staged worker minutes and the rollup upserts. */
export function ingestRepository(db: Db): IngestRepository {
  return {
    transaction<T>(work: (repo: IngestRepository) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(ingestRepository(tx as unknown as Db)));
    },
    /** Account name -> the miner (not deleted) with its operator and pool now. */
    async activeMiners(accounts: string[]): Promise<Map<string, MinerRef>> {
      if (accounts.length === 0) return new Map();
      const rows = await db
        .select({
          id: miners.id,
          name: miners.accountName,
          operatorId: miners.operatorId,
          poolId: miners.poolId,
        })
        .from(miners)
        .where(and(inArray(miners.accountName, accounts), isNull(miners.deletedAt)));
      return new Map(rows.map((r) => [r.name, { id: r.id, operatorId: r.operatorId, poolId: r.poolId }]));
    },
    async recordedBatch(batchId: string): Promise<RecordedBatch | undefined> {
      const [row] = await db
        .select({ result: ingestBatches.result, contentHash: ingestBatches.contentHash })
        .from(ingestBatches)
        .where(eq(ingestBatches.batchId, batchId));
      return row ? { result: row.result as IngestResult, contentHash: row.contentHash } : undefined;
    },
    /** Records the batch; false when it is already recorded (waits for a concurrent one to commit). */
    async claimBatch(batchId: string, contentHash: string, at: Date, result: IngestResult): Promise<boolean> {
      const rows = await db
        .insert(ingestBatches)
        .values({ batchId, receivedAt: at, result, contentHash })
        .onConflictDoNothing()
        .returning({ id: ingestBatches.batchId });
      return rows.length > 0;
    },
    /**
     * Creates new workers (with `status`, entered when `statusEnteredAt` says: a new worker's shares are one
     * run, so `stable` since its first share) and moves last_share_at forward; answers key -> worker id.
     */
    async upsertWorkers(workers: WorkerUpsert[]) {
      if (workers.length === 0) return new Map();
      const data = workers.map((w) => {
        const since = statusEnteredAt(w.status, new Date(w.last), new Date(w.first));
        return {
          m: w.minerId,
          b: w.behaviour,
          n: w.name,
          f: iso(w.first),
          l: iso(w.last),
          st: w.status,
          s: since,
        };
      });
      const result = (await db.execute(sql`
        insert into workers (miner_id, behaviour, name, first_seen, last_share_at, status, status_changed_at)
        select m, b, n, f, l, st, s from json_to_recordset(${json(data)})
          as x(m uuid, b text, n text, f timestamptz, l timestamptz, st text, s timestamptz)
        order by m, b, n
        on conflict (miner_id, behaviour, name) do update
          set last_share_at = greatest(workers.last_share_at, excluded.last_share_at)
        returning id, miner_id, behaviour, name`)) as unknown as Rows;
      return new Map(
        result.rows.map((r) => [
          workerKey({ minerId: String(r.miner_id), behaviour: String(r.behaviour), name: String(r.name) }),
          String(r.id),
        ]),
      );
    },
    /**
     * Stores a batch's worker 1-minute sums as one row of array literals, unparsed: the compaction job adds
     * them into `worker_rollups` and moves `workers.last_share_at` (rollups/compaction.repository.ts).
     */
    async stageWorkerMinutes(minutes: Owned<string>[], at: Date): Promise<void> {
      if (minutes.length === 0) return;
      const col = <T extends number | string>(f: (b: Owned<string>) => T) => pgArrayLiteral(minutes.map(f));
      await db.insert(workerRollupStaging).values({
        stagedAt: at,
        workerIds: col((b) => b.owner),
        minutes: col((b) => b.bucketStart / 60_000),
        acceptedDifficulty: col((b) => b.acceptedDifficulty),
        acceptedCount: col((b) => b.acceptedCount),
        rejectedDifficulty: col((b) => b.rejectedDifficulty),
        rejectedCount: col((b) => b.rejectedCount),
        lastShareMs: col((b) => b.lastShareAt),
      });
    },
    addBuckets: (owner: RollupOwner, buckets: Owned<string>[]) => addBucketRows(db, owner, buckets),
    /**
     * Adds unknown accounts' accepted shares to the current pool's per-day sums, in one statement (nothing
     * without a current pool).
     */
    async addUnattributed(sums: UnattributedDay[]): Promise<void> {
      const rows = sums.map((s) => ({
        a: s.account,
        d: s.day,
        ad: s.acceptedDifficulty,
        n: s.acceptedCount,
      }));
      await db.execute(sql`
        insert into unattributed_shares (pool_id, account_name, day, accepted_difficulty, accepted_count)
        select p.id, x.a, x.d, x.ad, x.n from json_to_recordset(${json(rows)})
          as x(a text, d date, ad float8, n bigint)
          cross join (select id from pools where is_current limit 1) p
        order by x.d, x.a
        on conflict (pool_id, day, account_name) do update
          set accepted_difficulty = unattributed_shares.accepted_difficulty + excluded.accepted_difficulty,
            accepted_count = unattributed_shares.accepted_count + excluded.accepted_count`);
    },
    /**
     * Which of `days` (past UTC days) have had their rewards credited. Takes each day's shared settlement lock
     * first (in day order), held to the commit: a reward run of the day waits for this batch, or this batch
     * for the run (rewards/settlement-lock.ts).
     */
    async settledDays(days: string[]): Promise<Set<string>> {
      const sorted = [...days].sort();
      for (const day of sorted) await lockSettlementDay(db, day, "shared");
      const rows = await db
        .select({ period: jobRuns.period })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, rewardsJob), inArray(jobRuns.period, sorted)));
      return new Set(rows.map((r) => r.period));
    },
  };
}
