import { type SQL, sql } from "drizzle-orm";
import { sqlTimestamp as ts, sqlUuids as uuids } from "../../../db/sql-values";
import { hashesPerDifficulty } from "../hashrate/hashrate";
import type { WindowQuery } from "../stats/stats.repository";
import {
  type RefreshWindow,
  refreshWindows,
  type StoredValue,
  stepsSinceMark,
  windowBounds,
  windowBuckets,
  windowMode,
  windowResum,
  windowSeconds,
} from "./refresh-windows";
import type { FigureWindows } from "./worker-figures.repository";

const unionAll = (parts: SQL[]) => sql.join(parts, sql` union all `);

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
 * A stepped sum is kept only while it is not mostly cancelled: after subtracting the buckets that left it must
 * stay at least 1/1024 of what it was (so its rounding stays under ~1e-13 of it); a count must stay >= 0. Below
 * that (a worker that stopped, a legacy bucket at the 1e34 bound leaving) the worker's window is summed again.
 */
const keptFraction = "0.0009765625";

/**
 * The refresh statement for the miners `ids` (their mark and write-record rows locked first by the caller):
 * each worker's window sums and the sort columns from them (the same float operations as `hashrate.ts`),
 * upserted into `worker_figures` (1h, 24h) and `worker_figures_15m` (a row is rewritten only when something in
 * it changed: the 1h/24h row every 5 or 20 minutes, the 15m row every minute); the rows and mark of `unlisted`
 * miners (deleted: workers are never deleted or moved on their own, so those are the only rows to drop) are
 * dropped; each miner's mark records the windows, its worker count, pool, operator and its workers by behaviour
 * and status (what `worker_figures` holds for it after the statement); its record of worker bucket writes is
 * taken (deleted).
 *
 * Incremental (refresh-windows.ts): each window is kept, stepped by the buckets that entered and left it, or
 * summed again, per miner; a worker whose stepped sum fails `keptFraction` is summed again on its own. Each
 * bucket range is its own exact range over the primary key (as `stats.repository.ts` `windowSums`). `full`
 * sums every window again (the tests' reference).
 */
export function refreshStatement(ids: string[], unlisted: string[], w: FigureWindows, full: boolean) {
  const windows = refreshWindows(w);
  const rate = (col: string, win: WindowQuery) =>
    sql`(${sql.raw(col)} * ${hashesPerDifficulty}::float8) / ${windowSeconds(win)}::float8`;
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
  const raw = (parts: string[]) => sql.raw(parts.join(",\n      "));
  // Per worker and window: the bucket rows added (`_in`) and taken away (`_out`), summed.
  const summed = raw(
    windows.flatMap((r) =>
      r.values.flatMap(({ value: v }) =>
        (["in", "out"] as const).map(
          (p) =>
            `coalesce(sum(x.${v}) filter (where x.win = ${r.index} and x.part = ${p === "in" ? 1 : -1}), 0)` +
            `${v === "ad" || v === "rd" ? "::float8" : "::bigint"} as ${v}${r.key}_${p}`,
        ),
      ),
    ),
  );
  // A worker whose 1h and 24h windows are both kept and whose stored copies are its own (read from its 15m row:
  // every writer writes both halves alike): its 1h/24h row would not change, so it is neither read nor offered
  // to the upsert (which would lock it, a write to its page, and compare).
  const storedCopies = copied.map((c) => `o15.${c}`).join(", ");
  const ownCopies = ["t.id", ...copied.slice(1).map((c) => `t.${c}`)].join(", ");
  const longerKept = `(t.mode1h = 0 and t.mode24 = 0 and o15.worker_id is not null
        and (${storedCopies}) is not distinct from (${ownCopies}))`;
  // Per worker and window: the stored value (0 when summed again) plus what entered, less what left; and
  // `bad<w>`, the step that cannot be kept (never a `longerKept` worker's 1h/24h: those values go unused).
  const base = (r: RefreshWindow, column: string) => `case when t.mode${r.key} = 2 then 0 else ${column} end`;
  const gross = (r: RefreshWindow, v: StoredValue) =>
    `(${base(r, v.column)} + coalesce(s.${v.value}${r.key}_in, 0))`;
  const net = (r: RefreshWindow, v: StoredValue) =>
    `(${gross(r, v)} - coalesce(s.${v.value}${r.key}_out, 0))`;
  const stepped = raw(
    windows.flatMap((r) => [
      ...r.values.map((v) => `${net(r, v)} as ${v.value}${r.key}`),
      `t.mode${r.key} < 2${r.index > 0 ? ` and not ${longerKept}` : ""} and not coalesce(${r.values
        .map((v) => (v.difficulty ? `${net(r, v)} >= ${gross(r, v)} * ${keptFraction}` : `${net(r, v)} >= 0`))
        .join(" and ")}, false) as bad${r.key}`,
    ]),
  );
  const values = windows.flatMap((r) => r.values.map((v) => ({ r, v, name: `${v.value}${r.key}` })));
  const resummed = raw(
    values.map(
      ({ r, v, name }) =>
        `coalesce(sum(z.${v.value}) filter (where z.win = ${r.index}), 0)${v.difficulty ? "::float8" : "::bigint"} as ${name}`,
    ),
  );
  const chosen = raw(
    values.map(
      ({ r, name }) => `case when s.bad${r.key} then coalesce(z.${name}, 0) else s.${name} end as ${name}`,
    ),
  );
  // `plan`: the modes in a subquery kept whole (`offset 0`), so each miner's modes are computed once, not once
  // per reference to its mode. `members`: each listed miner's workers with its plan, read by one index range a
  // miner (`offset 0` again: joined plainly, the planner scans every worker of the pool for 200 miners). The
  // stored sums a step starts from are read the same way, by key (as hash joins they read both snapshot tables
  // whole, 100,000 rows, for every chunk: a third of a chunk's time).
  return sql`
    with target as (
      select m.id, m.pool_id, m.operator_id, m.deleted_at is null as listed, k.as_of, k.workers as old_workers,
        (select count(*) from workers wk where wk.miner_id = m.id)::int as workers, lw.written_from,
        ${sql.join(
          windows.map((r) => sql`${stepsSinceMark(r, "k.as_of")} as steps${sql.raw(r.key)}`),
          sql`, `,
        )}
      from miners m left join worker_figure_marks k on k.miner_id = m.id
        left join worker_rollup_writes lw on lw.miner_id = m.id
      where m.id = any(${uuids(ids)})
    ), plan as (
      select t.*, ${sql.join(
        windows.map((r) => windowBounds(r)),
        sql`, `,
      )}
      from (select t.*, ${sql.join(
        windows.map((r) => sql`${windowMode(r, full)} as mode${sql.raw(r.key)}`),
        sql`, `,
      )} from target t offset 0) t
    ), members as (
      select wk.id as worker_id, wk.behaviour, wk.name, wk.status, t.*
      from plan t cross join lateral (select wk.id, wk.behaviour, wk.name, wk.status from workers wk
        where wk.miner_id = t.id offset 0) wk
      where t.listed
    ), sums as (
      select x.worker_id, ${summed} from (${unionAll(windows.map(windowBuckets))}) x group by x.worker_id
    ), stepped as (
      select t.worker_id, t.id as miner_id, t.pool_id, t.operator_id, t.behaviour, t.name, t.status,
        ${stepped}, ${sql.raw(longerKept)} as longer_kept
      from members t left join sums s on s.worker_id = t.worker_id
        left join lateral (select o15.* from worker_figures_15m o15
          where o15.worker_id = t.worker_id and t.mode15 < 2 offset 0) o15 on true
        left join lateral (select o.* from worker_figures o
          where o.worker_id = t.worker_id and (t.mode1h < 2 or t.mode24 < 2) and not ${sql.raw(longerKept)} offset 0) o on true
    ), resum as (
      select z.worker_id, ${resummed} from (${unionAll(windows.map(windowResum))}) z group by z.worker_id
    ), fresh as (
      select s.worker_id, s.miner_id, s.pool_id, s.operator_id, s.behaviour, s.name, s.status, s.longer_kept,
        ${chosen}
      from stepped s left join resum z on z.worker_id = s.worker_id
    ),${
      unlisted.length === 0
        ? sql``
        : sql` gone as (
      delete from worker_figures f where f.miner_id = any(${uuids(unlisted)})
    ), gone15m as (
      delete from worker_figures_15m f where f.miner_id = any(${uuids(unlisted)})
    ), unmarked as (
      delete from worker_figure_marks k where k.miner_id = any(${uuids(unlisted)})
    ),`
    } taken as (
      delete from worker_rollup_writes lw where lw.miner_id = any(${uuids(ids)})
    ), marked as (
      insert into worker_figure_marks (miner_id, pool_id, operator_id, as_of, workers, ${counts})
      select t.id, t.pool_id, t.operator_id, ${ts(w["15m"].end)}, coalesce(c.workers, 0), ${sql.raw(
        countColumns.map((c) => `coalesce(c.${c.column}, 0)`).join(", "),
      )}
      from plan t left join (select x.miner_id, count(*)::int as workers, ${countsFrom("x")}
        from fresh x group by x.miner_id) c on c.miner_id = t.id
      where t.listed
      on conflict (miner_id) do update set pool_id = excluded.pool_id, operator_id = excluded.operator_id,
        as_of = excluded.as_of, workers = excluded.workers, ${countsSet}
    ), longer as (
      insert into worker_figures (worker_id, ${sql.raw(copied.join(", "))}, ${sql.raw(figuresLonger.join(", "))})
      select worker_id, ${sql.raw(copied.join(", "))}, ad1h, n1h, ad24, n24, ${rate("ad1h", w["1h"])},
        ${rate("ad24", w["24h"])}
      from fresh where not longer_kept order by worker_id
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
