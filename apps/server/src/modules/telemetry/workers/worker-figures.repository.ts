import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { boundedDifficulty, hashesPerDifficulty } from "../hashrate/hashrate";
import type { WindowQuery } from "../stats/stats.repository";

type Rows = { rows: Record<string, unknown>[] };
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const uuids = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** An account whose worker list is read: a miner, a pool or an operator. */
export type FiguresOwner = { type: "miner" | "pool" | "operator"; id: string };

/** The current windows: the 15m one names the snapshot (`as_of` is its end). */
export type FigureWindows = { "15m": WindowQuery; "1h": WindowQuery; "24h": WindowQuery };

function windowSql(r: SQL, w: WindowQuery) {
  return sql`(${r}.bucket_seconds = ${w.bucketSeconds} and ${r}.bucket_start >= ${ts(w.start)} and ${r}.bucket_start < ${ts(w.end)})`;
}

/**
 * The one refresh statement: for the miners in `target` (or every miner), each worker's window sums from
 * `worker_rollups` and the sort columns from them (the same float operations as `hashrate.ts`), upserted into
 * `worker_figures` (a row is rewritten only when something in it changed); rows of workers no longer listed
 * (deleted miner) are dropped; each miner's mark records the windows, its worker count, pool and operator.
 */
function refreshStatement(target: SQL, w: FigureWindows) {
  const r = sql.raw("r");
  // Difficulty columns read bounded (hashrate.ts `boundedDifficulty`): a legacy corrupt row cannot overflow.
  const sum = (col: string, win: WindowQuery, cast = "float8") => {
    const value = cast === "float8" ? boundedDifficulty(`r.${col}`) : sql.raw(`r.${col}`);
    return sql`coalesce(sum(${value}) filter (where ${windowSql(r, win)}), 0)::${sql.raw(cast)}`;
  };
  const rate = (col: string, win: WindowQuery) =>
    sql`(${sql.raw(col)} * ${hashesPerDifficulty}::float8) / ${(win.end.getTime() - win.start.getTime()) / 1000}::float8`;
  const changed = sql.raw(
    [
      "miner_id",
      "pool_id",
      "operator_id",
      "behaviour",
      "name",
      "status",
      "accepted_difficulty_15m",
      "accepted_count_15m",
      "rejected_difficulty_15m",
      "accepted_difficulty_1h",
      "accepted_count_1h",
      "accepted_difficulty_24h",
      "accepted_count_24h",
    ]
      .map((c) => `worker_figures.${c} is distinct from excluded.${c}`)
      .join(" or "),
  );
  return sql`
    with target as (
      select m.id, m.pool_id, m.operator_id, m.deleted_at is null as listed from miners m where ${target}
    ), sums as (
      select r.worker_id,
        ${sum("accepted_difficulty", w["15m"])} as ad15, ${sum("accepted_count", w["15m"], "bigint")} as n15,
        ${sum("rejected_difficulty", w["15m"])} as rd15,
        ${sum("accepted_difficulty", w["1h"])} as ad1h, ${sum("accepted_count", w["1h"], "bigint")} as n1h,
        ${sum("accepted_difficulty", w["24h"])} as ad24, ${sum("accepted_count", w["24h"], "bigint")} as n24
      from worker_rollups r
        join workers wk on wk.id = r.worker_id
        join target t on t.id = wk.miner_id and t.listed
      where ${windowSql(r, w["15m"])} or ${windowSql(r, w["1h"])} or ${windowSql(r, w["24h"])}
      group by r.worker_id
    ), fresh as (
      select wk.id as worker_id, wk.miner_id, t.pool_id, t.operator_id, wk.behaviour, wk.name, wk.status,
        coalesce(s.ad15, 0) as ad15, coalesce(s.n15, 0) as n15, coalesce(s.rd15, 0) as rd15,
        coalesce(s.ad1h, 0) as ad1h, coalesce(s.n1h, 0) as n1h, coalesce(s.ad24, 0) as ad24,
        coalesce(s.n24, 0) as n24
      from workers wk join target t on t.id = wk.miner_id and t.listed
        left join sums s on s.worker_id = wk.id
    ), gone as (
      delete from worker_figures f using target t
      where f.miner_id = t.id and not exists (select 1 from fresh x where x.worker_id = f.worker_id)
    ), unmarked as (
      delete from worker_figure_marks k using target t where k.miner_id = t.id and not t.listed
    ), marked as (
      insert into worker_figure_marks (miner_id, pool_id, operator_id, as_of, workers)
      select t.id, t.pool_id, t.operator_id, ${ts(w["15m"].end)},
        (select count(*) from fresh x where x.miner_id = t.id)::int
      from target t where t.listed
      on conflict (miner_id) do update set pool_id = excluded.pool_id, operator_id = excluded.operator_id,
        as_of = excluded.as_of, workers = excluded.workers
    )
    insert into worker_figures (worker_id, miner_id, pool_id, operator_id, behaviour, name, status,
      accepted_difficulty_15m, accepted_count_15m, rejected_difficulty_15m, accepted_difficulty_1h,
      accepted_count_1h, accepted_difficulty_24h, accepted_count_24h, hash_rate_15m, hash_rate_1h,
      hash_rate_24h, reject_pct_15m)
    select worker_id, miner_id, pool_id, operator_id, behaviour, name, status, ad15, n15, rd15, ad1h, n1h,
      ad24, n24, ${rate("ad15", w["15m"])}, ${rate("ad1h", w["1h"])}, ${rate("ad24", w["24h"])},
      case when ad15 + rd15 > 0 then (rd15 / (ad15 + rd15)) * 100::float8 else 0::float8 end
    from fresh order by worker_id
    on conflict (worker_id) do update set miner_id = excluded.miner_id, pool_id = excluded.pool_id,
      operator_id = excluded.operator_id, behaviour = excluded.behaviour, name = excluded.name,
      status = excluded.status, accepted_difficulty_15m = excluded.accepted_difficulty_15m,
      accepted_count_15m = excluded.accepted_count_15m, rejected_difficulty_15m = excluded.rejected_difficulty_15m,
      accepted_difficulty_1h = excluded.accepted_difficulty_1h, accepted_count_1h = excluded.accepted_count_1h,
      accepted_difficulty_24h = excluded.accepted_difficulty_24h, accepted_count_24h = excluded.accepted_count_24h,
      hash_rate_15m = excluded.hash_rate_15m, hash_rate_1h = excluded.hash_rate_1h,
      hash_rate_24h = excluded.hash_rate_24h, reject_pct_15m = excluded.reject_pct_15m
    where ${changed}`;
}

/** A miner needs a refresh when its mark is missing, for other windows, or its workers, pool or operator moved. */
const staleMiner = (asOf: Date) => sql`(k.miner_id is null or k.as_of <> ${ts(asOf)}
  or k.pool_id <> m.pool_id or k.operator_id is distinct from m.operator_id
  or k.workers <> (select count(*) from workers wk where wk.miner_id = m.id))`;

/** Drizzle access for the worker figures snapshot (`worker_figures`, `worker_figure_marks`). */
export function workerFiguresRepository(db: Db) {
  return {
    /** Miners of `owner` (and miners that left it or were deleted) whose snapshot is not for `asOf`. */
    async staleMiners(owner: FiguresOwner, asOf: Date): Promise<string[]> {
      const column = sql.raw(`${owner.type}_id`);
      const current =
        owner.type === "miner"
          ? sql`m.id = ${owner.id}::uuid`
          : sql`m.${column} = ${owner.id}::uuid and m.deleted_at is null`;
      const left =
        owner.type === "miner"
          ? sql``
          : sql`union select k.miner_id from worker_figure_marks k join miners m on m.id = k.miner_id
              where k.${column} = ${owner.id}::uuid
                and (m.${column} is distinct from k.${column} or m.deleted_at is not null)`;
      const result = (await db.execute(sql`
        select m.id as miner_id from miners m left join worker_figure_marks k on k.miner_id = m.id
        where ${current} and ${staleMiner(asOf)} ${left}`)) as unknown as Rows;
      return result.rows.map((r) => String(r.miner_id));
    },
    /** Recomputes the snapshot of `minerIds` for the windows `w` (one statement). */
    async refreshMiners(minerIds: string[], w: FigureWindows): Promise<void> {
      if (minerIds.length === 0) return;
      await db.execute(refreshStatement(sql`m.id = any(${uuids(minerIds)})`, w));
    },
    /** Recomputes every miner's snapshot (the minute job). */
    async refreshAll(w: FigureWindows): Promise<void> {
      await db.execute(refreshStatement(sql`true`, w));
    },
    /** Copies the status sweep's changes into the snapshot (in the sweep's transaction). */
    async syncStatuses(workerIds: string[]): Promise<void> {
      if (workerIds.length === 0) return;
      await db.execute(sql`
        update worker_figures f set status = wk.status from workers wk
        where wk.id = f.worker_id and f.worker_id = any(${uuids(workerIds)}) and f.status <> wk.status`);
    },
  };
}
export type WorkerFiguresRepository = ReturnType<typeof workerFiguresRepository>;
