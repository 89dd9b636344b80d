import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { maxRowDifficulty } from "../hashrate/hashrate";
import { recordWorkerWrites } from "./worker-writes";

type Rows = { rows: Record<string, unknown>[] };
/** Any constant: the advisory lock that lets one compaction at a time rebuild the coarse buckets. */
const compactionLockKey = 4_740_001;

/** SQL of the rollup compaction job (rollups/compact-worker-rollups.ts). */
export function compactionRepository(db: Db) {
  return {
    /** Waits for any other compaction to finish (held until this transaction ends). */
    async lock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${compactionLockKey})`);
    },
    /**
     * Lets this transaction's sorts use 64 MB (a minute of 100,000 workers' buckets): at PostgreSQL's 4 MB
     * default the flush's sorts spilled to disk.
     */
    async sortInMemory(): Promise<void> {
      await db.execute(sql`set local work_mem = '64MB'`);
    },
    /**
     * Moves every committed staging row into the worker buckets of every size in one statement: the staged
     * 1-minute sums are merged per worker minute, summed per worker and 5-minute, 20-minute and 4-hour bucket,
     * and added to the stored buckets (a late share lands in every size, like a rebuild from the finer
     * buckets, without reading them back); `workers.last_share_at` moves forward only; the writes are recorded
     * per miner for the worker figures refresh (`recordWorkerWrites`). Rows of workers that
     * no longer exist are dropped. Answers the staged rows taken, the oldest one's time, the worker minutes
     * added, and the buckets added to per coarser size.
     */
    async flushStaging() {
      const added = (c: string) =>
        c.endsWith("_difficulty")
          ? `least(worker_rollups.${c}, ${maxRowDifficulty}::float8) + excluded.${c}`
          : `worker_rollups.${c} + excluded.${c}`;
      const result = (await db.execute(sql`
        with staged as (delete from worker_rollup_staging returning *),
        minute as (
          select r.w, r.m, sum(r.ad) ad, sum(r.ac) ac, sum(r.rd) rd, sum(r.rc) rc, max(r.l) l
          from staged, unnest(staged.worker_ids::uuid[], staged.minutes::bigint[],
            staged.accepted_difficulty::float8[], staged.accepted_count::bigint[],
            staged.rejected_difficulty::float8[], staged.rejected_count::bigint[],
            staged.last_share_ms::bigint[]) as r(w, m, ad, ac, rd, rc, l)
          where exists (select 1 from workers where workers.id = r.w)
          group by r.w, r.m
        ),
        sized as (
          select w, 1 s, m, ad, ac, rd, rc, l from minute
          union all
          select w, z.s, m - m % z.s, sum(ad), sum(ac), sum(rd), sum(rc), max(l)
          from minute, (values (5), (20), (240)) as z(s)
          group by w, z.s, m - m % z.s
        ),
        added as (
          insert into worker_rollups (worker_id, bucket_seconds, bucket_start, accepted_difficulty,
            accepted_count, rejected_difficulty, rejected_count, last_share_at)
          select w, s * 60, to_timestamp(m * 60), ad, ac, rd, rc, to_timestamp(l::float8 / 1000) from sized
          order by w, s, m
          on conflict (worker_id, bucket_seconds, bucket_start) do update set
            accepted_difficulty = ${sql.raw(added("accepted_difficulty"))},
            accepted_count = ${sql.raw(added("accepted_count"))},
            rejected_difficulty = ${sql.raw(added("rejected_difficulty"))},
            rejected_count = ${sql.raw(added("rejected_count"))},
            last_share_at = greatest(worker_rollups.last_share_at, excluded.last_share_at)
          returning bucket_seconds
        ),
        moved as (
          update workers set last_share_at = to_timestamp(x.l::float8 / 1000)
          from (select w, max(l) l from minute group by w) x
          where workers.id = x.w and workers.last_share_at < to_timestamp(x.l::float8 / 1000)
          returning 1
        ),
        written as (${recordWorkerWrites(sql`select w, to_timestamp(m * 60) from minute`)})
        select (select count(*) from staged)::int as staged,
          (select min(staged_at) from staged) as oldest,
          (select count(*) from added where bucket_seconds = 60)::int as minutes,
          (select count(*) from added where bucket_seconds = 300)::int as five,
          (select count(*) from added where bucket_seconds = 1200)::int as twenty,
          (select count(*) from added where bucket_seconds = 14400)::int as four_hours`)) as unknown as Rows;
      const row = result.rows[0] ?? {};
      const oldest = row.oldest == null ? null : new Date(row.oldest as string | Date);
      return {
        staged: Number(row.staged ?? 0),
        minutes: Number(row.minutes ?? 0),
        oldest,
        added: {
          300: Number(row.five ?? 0),
          1200: Number(row.twenty ?? 0),
          14400: Number(row.four_hours ?? 0),
        },
      };
    },
  };
}
