import type { IngestResult, WorkerStatus } from "@pithead/contract";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ingestBatches, miners } from "../../../db/schema";
import type { BucketSums, Owned, WorkerSeen } from "./fold-batch";

type Rows = { rows: Record<string, unknown>[] };
const iso = (ms: number) => new Date(ms).toISOString();
/** One JSON parameter per statement: row counts do not hit the 65,535 bind-parameter limit. */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;
const record = (owner: string, b: BucketSums) => ({
  o: owner,
  s: b.bucketSeconds,
  t: iso(b.bucketStart),
  ad: b.acceptedDifficulty,
  ac: b.acceptedCount,
  rd: b.rejectedDifficulty,
  rc: b.rejectedCount,
  l: iso(b.lastShareAt),
});
const sumsColumns = sql.raw(
  `s int, t timestamptz, ad float8, ac bigint, rd float8, rc bigint, l timestamptz`,
);
const addSums = (table: string) =>
  sql.raw(`accepted_difficulty = ${table}.accepted_difficulty + excluded.accepted_difficulty,
    accepted_count = ${table}.accepted_count + excluded.accepted_count,
    rejected_difficulty = ${table}.rejected_difficulty + excluded.rejected_difficulty,
    rejected_count = ${table}.rejected_count + excluded.rejected_count,
    last_share_at = greatest(${table}.last_share_at, excluded.last_share_at)`);

export type WorkerUpsert = WorkerSeen & { status: WorkerStatus };

export interface IngestRepository {
  transaction<T>(work: (repo: IngestRepository) => Promise<T>): Promise<T>;
  activeMiners(accounts: string[]): Promise<Map<string, string>>;
  batchResult(batchId: string): Promise<IngestResult | undefined>;
  claimBatch(batchId: string, at: Date, result: IngestResult): Promise<boolean>;
  upsertWorkers(workers: WorkerUpsert[], at: Date): Promise<Map<string, string>>;
  addWorkerBuckets(buckets: Owned<string>[]): Promise<void>;
  addMinerBuckets(buckets: Owned<string>[]): Promise<void>;
}

/** Drizzle access for share ingest: batches, workers and the rollup upserts. */
export function ingestRepository(db: Db): IngestRepository {
  return {
    transaction<T>(work: (repo: IngestRepository) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(ingestRepository(tx as unknown as Db)));
    },
    /** Account name -> id of the miners that exist and are not deleted. */
    async activeMiners(accounts: string[]): Promise<Map<string, string>> {
      if (accounts.length === 0) return new Map();
      const rows = await db
        .select({ id: miners.id, name: miners.accountName })
        .from(miners)
        .where(and(inArray(miners.accountName, accounts), isNull(miners.deletedAt)));
      return new Map(rows.map((r) => [r.name, r.id]));
    },
    async batchResult(batchId: string): Promise<IngestResult | undefined> {
      const [row] = await db
        .select({ result: ingestBatches.result })
        .from(ingestBatches)
        .where(eq(ingestBatches.batchId, batchId));
      return row?.result as IngestResult | undefined;
    },
    /** Records the batch; false when it is already recorded (waits for a concurrent one to commit). */
    async claimBatch(batchId: string, at: Date, result: IngestResult): Promise<boolean> {
      const rows = await db
        .insert(ingestBatches)
        .values({ batchId, receivedAt: at, result })
        .onConflictDoNothing()
        .returning({ id: ingestBatches.batchId });
      return rows.length > 0;
    },
    /** Creates new workers (with `status`) and moves last_share_at forward; answers key -> worker id. */
    async upsertWorkers(workers: WorkerUpsert[], at: Date) {
      const data = workers.map((w) => {
        return { m: w.minerId, b: w.behaviour, n: w.name, f: iso(w.first), l: iso(w.last), st: w.status };
      });
      const result = (await db.execute(sql`
        insert into workers (miner_id, behaviour, name, first_seen, last_share_at, status, status_changed_at)
        select m, b, n, f, l, st, ${at.toISOString()}::timestamptz from json_to_recordset(${json(data)})
          as x(m uuid, b text, n text, f timestamptz, l timestamptz, st text)
        order by m, b, n
        on conflict (miner_id, behaviour, name) do update
          set last_share_at = greatest(workers.last_share_at, excluded.last_share_at)
        returning id, miner_id, behaviour, name`)) as unknown as Rows;
      return new Map(result.rows.map((r) => [`${r.miner_id}|${r.behaviour}|${r.name}`, String(r.id)]));
    },
    async addWorkerBuckets(buckets: Owned<string>[]): Promise<void> {
      if (buckets.length === 0) return;
      const data = buckets.map((b) => record(b.owner, b));
      await db.execute(sql`
        insert into worker_rollups (worker_id, bucket_seconds, bucket_start, accepted_difficulty,
          accepted_count, rejected_difficulty, rejected_count, last_share_at)
        select o, s, t, ad, ac, rd, rc, l from json_to_recordset(${json(data)}) as x(o uuid, ${sumsColumns})
        order by o, s, t
        on conflict (worker_id, bucket_seconds, bucket_start) do update set ${addSums("worker_rollups")}`);
    },
    async addMinerBuckets(buckets: Owned<string>[]): Promise<void> {
      if (buckets.length === 0) return;
      const data = buckets.map((b) => record(b.owner, b));
      await db.execute(sql`
        insert into miner_rollups (miner_id, bucket_seconds, bucket_start, accepted_difficulty,
          accepted_count, rejected_difficulty, rejected_count, last_share_at)
        select o, s, t, ad, ac, rd, rc, l from json_to_recordset(${json(data)}) as x(o uuid, ${sumsColumns})
        order by o, s, t
        on conflict (miner_id, bucket_seconds, bucket_start) do update set ${addSums("miner_rollups")}`);
    },
  };
}
