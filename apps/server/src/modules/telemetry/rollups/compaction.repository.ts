import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { boundedDifficulty, maxRowDifficulty } from "../hashrate/hashrate";

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
     * Moves every committed staging row into the worker 1-minute buckets (adding, merged per worker minute
     * first) and `workers.last_share_at` (forward only), in one statement. Rows of workers that no longer
     * exist are dropped. Answers the staged rows taken, the oldest one's time, and the 5-minute bucket
     * starts (ms) they touched.
     */
    async flushStaging() {
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
        added as (
          insert into worker_rollups (worker_id, bucket_seconds, bucket_start, accepted_difficulty,
            accepted_count, rejected_difficulty, rejected_count, last_share_at)
          select w, 60, to_timestamp(m * 60), ad, ac, rd, rc, to_timestamp(l::float8 / 1000) from minute
          order by w, m
          on conflict (worker_id, bucket_seconds, bucket_start) do update set
            accepted_difficulty = least(worker_rollups.accepted_difficulty, ${maxRowDifficulty}::float8)
              + excluded.accepted_difficulty,
            accepted_count = worker_rollups.accepted_count + excluded.accepted_count,
            rejected_difficulty = least(worker_rollups.rejected_difficulty, ${maxRowDifficulty}::float8)
              + excluded.rejected_difficulty,
            rejected_count = worker_rollups.rejected_count + excluded.rejected_count,
            last_share_at = greatest(worker_rollups.last_share_at, excluded.last_share_at)
          returning 1
        ),
        moved as (
          update workers set last_share_at = to_timestamp(x.l::float8 / 1000)
          from (select w, max(l) l from minute group by w) x
          where workers.id = x.w and workers.last_share_at < to_timestamp(x.l::float8 / 1000)
          returning 1
        )
        select (select count(*) from staged)::int as staged,
          (select min(staged_at) from staged) as oldest,
          (select count(*) from added)::int as minutes,
          coalesce((select array_agg(distinct (m - m % 5) * 60000) from minute), '{}') as five`)) as unknown as Rows;
      const row = result.rows[0] ?? {};
      const oldest = row.oldest == null ? null : new Date(row.oldest as string | Date);
      const five = (row.five as (string | number)[] | string | null) ?? [];
      const starts = (typeof five === "string" ? five.replace(/[{}]/g, "").split(",").filter(Boolean) : five)
        .map(Number)
        .sort((a, b) => a - b);
      return {
        staged: Number(row.staged ?? 0),
        minutes: Number(row.minutes ?? 0),
        oldest,
        fiveMinuteStarts: starts,
      };
    },
    /**
     * Rebuilds (replaces) the worker buckets of `seconds` that start at `starts` (ms) from their buckets of
     * `childSeconds`: every worker with a child bucket inside gets the exact sum.
     */
    async rebuildLevel(seconds: number, childSeconds: number, starts: number[]): Promise<number> {
      if (starts.length === 0) return 0;
      const list = `{${starts.map((ms) => new Date(ms).toISOString()).join(",")}}`;
      const result = (await db.execute(sql`
        insert into worker_rollups (worker_id, bucket_seconds, bucket_start, accepted_difficulty,
          accepted_count, rejected_difficulty, rejected_count, last_share_at)
        select c.worker_id, ${seconds}::int, s.t, sum(${boundedDifficulty("c.accepted_difficulty")}),
          sum(c.accepted_count), sum(${boundedDifficulty("c.rejected_difficulty")}), sum(c.rejected_count),
          max(c.last_share_at)
        from unnest(${list}::timestamptz[]) as s(t)
        join worker_rollups c on c.bucket_seconds = ${childSeconds}::int and c.bucket_start >= s.t
          and c.bucket_start < s.t + make_interval(secs => ${seconds}::int)
        group by c.worker_id, s.t
        order by c.worker_id, s.t
        on conflict (worker_id, bucket_seconds, bucket_start) do update set
          accepted_difficulty = excluded.accepted_difficulty, accepted_count = excluded.accepted_count,
          rejected_difficulty = excluded.rejected_difficulty, rejected_count = excluded.rejected_count,
          last_share_at = excluded.last_share_at
        returning 1`)) as unknown as Rows;
      return result.rows.length;
    },
  };
}
