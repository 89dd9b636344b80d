import { type SQL, sql } from "drizzle-orm";
import { boundedDifficulty, hashesPerDifficulty } from "../hashrate/hashrate";
import type { WindowQuery } from "../stats/stats.repository";
import type { FigureWindows } from "./worker-figures.repository";

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const uuids = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** The statuses and behaviours `worker_figure_marks` counts workers by (its `<behaviour>_<status>` columns). */
export const countColumns = ["hardware", "boundary"].flatMap((b) =>
  ["stable", "unavailable", "off", "removed"].map((s) => ({ column: `${b}_${s}`, behaviour: b, status: s })),
);
export const countsFrom = (alias: string) =>
  sql.raw(
    countColumns
      .map(
        (c) =>
          `count(*) filter (where ${alias}.behaviour = '${c.behaviour}' and ${alias}.status = '${c.status}')::int as ${c.column}`,
      )
      .join(", "),
  );

/**
 * The refresh statement for the miners `ids` (their mark rows locked first by the caller): each worker's window
 * sums and the sort columns from them (the same float operations as `hashrate.ts`), upserted into
 * `worker_figures` (1h, 24h) and `worker_figures_15m` (a row is rewritten only when something in it changed:
 * the 1h/24h row every 5 or 20 minutes, the 15m row every minute); rows of workers no longer listed
 * (deleted miner) are dropped; each miner's mark records the windows, its worker count, pool, operator and its
 * workers by behaviour and status (what `worker_figures` holds for it after the statement).
 *
 * Incremental: the 15m window moves every minute and is always summed again (15 one-minute buckets a worker),
 * but a miner's stored 1h (24h) sums are kept when (a) its mark's 1h (24h) end is the new one (those ends move
 * every 5 and 20 minutes), (b) it has the same workers, each with a row, and (c) the accepted count its
 * `miner_rollups` hold for the window equals the sum of its rows' counts. Worker buckets only ever gain shares
 * and are folded from batches whose miner buckets committed first, so a worker's window count can only grow up
 * to the miner's: equal counts mean no share reached the window since the rows were summed. Anything else (a
 * late share, a new worker, a deleted one) sums the window again. Each window is its own exact range over the
 * primary key (as `stats.repository.ts` `windowSums`): one range over all windows would read every bucket kept.
 */
export function refreshStatement(ids: string[], w: FigureWindows, full: boolean) {
  const keep = (name: "1h" | "24h", seconds: number, column: string) => {
    const win = w[name];
    if (full) return sql`false`;
    return sql`(t.listed and t.as_of >= ${ts(win.end)} and t.as_of < ${ts(win.end)} + make_interval(secs => ${seconds})
      and t.old_workers = t.workers and t.rows = t.workers
      and t.${sql.raw(column)} = (select coalesce(sum(r.accepted_count), 0) from miner_rollups r
        where r.miner_id = t.id and r.bucket_seconds = ${win.bucketSeconds}
          and r.bucket_start >= ${ts(win.start)} and r.bucket_start < ${ts(win.end)}))`;
  };
  // Difficulty columns read bounded (hashrate.ts `boundedDifficulty`): a legacy corrupt row cannot overflow.
  const branch = (n: number, win: WindowQuery, only: SQL) => sql`
    select r.worker_id, ${n}::int as win, ${boundedDifficulty("r.accepted_difficulty")} as ad, r.accepted_count as n,
      ${n === 0 ? boundedDifficulty("r.rejected_difficulty") : sql`0::float8`} as rd
    from plan t join workers wk on wk.miner_id = t.id
      join worker_rollups r on r.worker_id = wk.id and r.bucket_seconds = ${win.bucketSeconds}
        and r.bucket_start >= ${ts(win.start)} and r.bucket_start < ${ts(win.end)}
    where t.listed and ${only}`;
  const rate = (col: string, win: WindowQuery) =>
    sql`(${sql.raw(col)} * ${hashesPerDifficulty}::float8) / ${(win.end.getTime() - win.start.getTime()) / 1000}::float8`;
  const copied = ["miner_id", "pool_id", "operator_id", "behaviour", "name", "status"];
  /** `on conflict ... where`: the row is rewritten only when one of `columns` changed. */
  const changed = (table: string, columns: string[]) =>
    sql.raw([...copied, ...columns].map((c) => `${table}.${c} is distinct from excluded.${c}`).join(" or "));
  const setAll = (columns: string[]) =>
    sql.raw([...copied, ...columns].map((c) => `${c} = excluded.${c}`).join(", "));
  const figures15m = [
    "accepted_difficulty_15m",
    "accepted_count_15m",
    "rejected_difficulty_15m",
    "hash_rate_15m",
    "reject_pct_15m",
  ];
  const figuresLonger = [
    "accepted_difficulty_1h",
    "accepted_count_1h",
    "accepted_difficulty_24h",
    "accepted_count_24h",
    "hash_rate_1h",
    "hash_rate_24h",
  ];
  const counts = sql.raw(countColumns.map((c) => c.column).join(", "));
  const countsSet = sql.raw(countColumns.map((c) => `${c.column} = excluded.${c.column}`).join(", "));
  return sql`
    with target as (
      select m.id, m.pool_id, m.operator_id, m.deleted_at is null as listed, k.as_of, k.workers as old_workers,
        (select count(*) from workers wk where wk.miner_id = m.id)::int as workers,
        coalesce(o.rows, 0)::int as rows, coalesce(o.n1h, 0) as n1h, coalesce(o.n24, 0) as n24
      from miners m left join worker_figure_marks k on k.miner_id = m.id
        left join lateral (select count(*) as rows, sum(f.accepted_count_1h) as n1h,
          sum(f.accepted_count_24h) as n24 from worker_figures f where f.miner_id = m.id) o on k.miner_id is not null
      where m.id = any(${uuids(ids)})
    ), plan as (
      select t.*, ${keep("1h", 300, "n1h")} as keep1h, ${keep("24h", 1200, "n24")} as keep24
      from target t
    ), sums as (
      select x.worker_id,
        coalesce(sum(x.ad) filter (where x.win = 0), 0)::float8 as ad15,
        coalesce(sum(x.n) filter (where x.win = 0), 0)::bigint as n15,
        coalesce(sum(x.rd) filter (where x.win = 0), 0)::float8 as rd15,
        coalesce(sum(x.ad) filter (where x.win = 1), 0)::float8 as ad1h,
        coalesce(sum(x.n) filter (where x.win = 1), 0)::bigint as n1h,
        coalesce(sum(x.ad) filter (where x.win = 2), 0)::float8 as ad24,
        coalesce(sum(x.n) filter (where x.win = 2), 0)::bigint as n24
      from (${branch(0, w["15m"], sql`true`)}
        union all ${branch(1, w["1h"], sql`not t.keep1h`)}
        union all ${branch(2, w["24h"], sql`not t.keep24`)}) x
      group by x.worker_id
    ), fresh as (
      select wk.id as worker_id, wk.miner_id, t.pool_id, t.operator_id, wk.behaviour, wk.name, wk.status,
        coalesce(s.ad15, 0) as ad15, coalesce(s.n15, 0) as n15, coalesce(s.rd15, 0) as rd15,
        case when t.keep1h then o.accepted_difficulty_1h else coalesce(s.ad1h, 0) end as ad1h,
        case when t.keep1h then o.accepted_count_1h else coalesce(s.n1h, 0) end as n1h,
        case when t.keep24 then o.accepted_difficulty_24h else coalesce(s.ad24, 0) end as ad24,
        case when t.keep24 then o.accepted_count_24h else coalesce(s.n24, 0) end as n24
      from workers wk join plan t on t.id = wk.miner_id and t.listed
        left join sums s on s.worker_id = wk.id
        left join worker_figures o on o.worker_id = wk.id and (t.keep1h or t.keep24)
    ), gone as (
      delete from worker_figures f using target t
      where f.miner_id = t.id and not exists (select 1 from fresh x where x.worker_id = f.worker_id)
    ), gone15m as (
      delete from worker_figures_15m f using target t
      where f.miner_id = t.id and not exists (select 1 from fresh x where x.worker_id = f.worker_id)
    ), unmarked as (
      delete from worker_figure_marks k using target t where k.miner_id = t.id and not t.listed
    ), marked as (
      insert into worker_figure_marks (miner_id, pool_id, operator_id, as_of, workers, ${counts})
      select t.id, t.pool_id, t.operator_id, ${ts(w["15m"].end)}, coalesce(c.workers, 0), ${sql.raw(
        countColumns.map((c) => `coalesce(c.${c.column}, 0)`).join(", "),
      )}
      from target t left join (select x.miner_id, count(*)::int as workers, ${countsFrom("x")}
        from fresh x group by x.miner_id) c on c.miner_id = t.id
      where t.listed
      on conflict (miner_id) do update set pool_id = excluded.pool_id, operator_id = excluded.operator_id,
        as_of = excluded.as_of, workers = excluded.workers, ${countsSet}
    ), longer as (
      insert into worker_figures (worker_id, ${sql.raw(copied.join(", "))}, ${sql.raw(figuresLonger.join(", "))})
      select worker_id, ${sql.raw(copied.join(", "))}, ad1h, n1h, ad24, n24, ${rate("ad1h", w["1h"])},
        ${rate("ad24", w["24h"])}
      from fresh order by worker_id
      on conflict (worker_id) do update set ${setAll(figuresLonger)}
      where ${changed("worker_figures", figuresLonger)}
    )
    insert into worker_figures_15m (worker_id, ${sql.raw(copied.join(", "))}, ${sql.raw(figures15m.join(", "))})
    select worker_id, ${sql.raw(copied.join(", "))}, ad15, n15, rd15, ${rate("ad15", w["15m"])},
      case when ad15 + rd15 > 0 then (rd15 / (ad15 + rd15)) * 100::float8 else 0::float8 end
    from fresh order by worker_id
    on conflict (worker_id) do update set ${setAll(figures15m)}
    where ${changed("worker_figures_15m", figures15m)}`;
}
