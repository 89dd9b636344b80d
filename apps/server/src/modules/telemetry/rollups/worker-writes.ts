import { type SQL, sql } from "drizzle-orm";

/**
 * The statement that records worker bucket writes in `worker_rollup_writes`: per miner, the earliest bucket
 * start of `rows` (a row source of `(worker_id uuid, bucket_start timestamptz)`), kept if an earlier one is
 * already recorded. Every writer of `worker_rollups` runs it in the transaction of its write: the worker
 * figures refresh steps a window only when no write reached it since its sums were taken
 * (workers/refresh-windows.ts), and learns of writes from here alone.
 *
 * Rows are locked in miner id order, as a refresh chunk locks them (`lockStale`), so the two never deadlock;
 * a record that is not earlier is locked but not rewritten (no new row version every minute).
 */
export const recordWorkerWrites = (rows: SQL) => sql`
  insert into worker_rollup_writes (miner_id, written_from)
  select wk.miner_id, min(x.bucket_start)
  from (${rows}) x (worker_id, bucket_start) join workers wk on wk.id = x.worker_id
  group by wk.miner_id
  order by wk.miner_id
  on conflict (miner_id) do update set written_from = excluded.written_from
  where excluded.written_from < worker_rollup_writes.written_from`;

/** `insert` (a statement returning `worker_id, bucket_start`) with its writes recorded, as one statement. */
export const recordedInsert = (insert: SQL) =>
  sql`with written as (${insert}) ${recordWorkerWrites(sql`select worker_id, bucket_start from written`)}`;
