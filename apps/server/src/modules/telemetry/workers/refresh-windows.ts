import { type SQL, sql } from "drizzle-orm";
import { sqlTimestamp as ts } from "../../../db/sql-values";
import { boundedDifficulty } from "../hashrate/hashrate";
import type { WindowQuery } from "../stats/stats.repository";
import type { FigureWindows } from "./worker-figures.repository";

/**
 * How the refresh statement (refresh-statement.ts) brings each of a miner's three window sums to the new
 * window, per window (`mode<w>` of its `plan`):
 * - 0 keep: the window has not moved; the stored sums are kept.
 * - 1 step: the window moved by `steps` buckets, fewer than half its buckets: the stored sums plus the buckets
 *   that entered, minus those that left (2 x steps bucket rows a worker instead of the window's 15, 12 or 72).
 * - 2 sum: every bucket of the new window summed again (a new mark, new workers, a late share, a long pause,
 *   and once per window length for each miner: see `resumPhase`).
 *
 * Keep and step need the stored sums to be those of the old window still: no worker bucket before the old
 * window's end may have been written since they were taken. Every writer of `worker_rollups` records, per miner,
 * the earliest bucket it wrote in `worker_rollup_writes` (`written_from`, rollups/worker-writes.ts), in the
 * transaction of its write; a refresh chunk locks its miners' records, reads them and deletes them in its own
 * transaction (so a write either committed before the statement, and is in its sums, or is recorded for the
 * next refresh). Buckets at or after the old end are read by the step itself. Workers are never deleted one by
 * one (only with their miner), so the same number of workers is the same workers, each with its rows.
 */
export type RefreshWindow = {
  key: "15" | "1h" | "24";
  /** `win` in the statement's bucket rows. */
  index: 0 | 1 | 2;
  win: WindowQuery;
  /** Buckets in the window (15, 12, 72). */
  buckets: number;
  /** The stored figures it steps from: a statement value (`ad`, `n`, `rd`), its column, difficulty or count. */
  values: StoredValue[];
};
export type StoredValue = { value: string; column: string; difficulty: boolean };

const difficulty = (value: string, column: string) => ({ value, column, difficulty: true });
const count = (value: string, column: string) => ({ value, column, difficulty: false });

export function refreshWindows(w: FigureWindows): RefreshWindow[] {
  const of = (key: RefreshWindow["key"], index: 0 | 1 | 2, win: WindowQuery) => ({
    key,
    index,
    win,
    buckets: Math.round(windowSeconds(win) / win.bucketSeconds),
  });
  const longer = (suffix: string) => [
    difficulty("ad", `o.accepted_difficulty_${suffix}`),
    count("n", `o.accepted_count_${suffix}`),
  ];
  return [
    {
      ...of("15", 0, w["15m"]),
      values: [
        difficulty("ad", "o15.accepted_difficulty_15m"),
        count("n", "o15.accepted_count_15m"),
        difficulty("rd", "o15.rejected_difficulty_15m"),
      ],
    },
    { ...of("1h", 1, w["1h"]), values: longer("1h") },
    { ...of("24", 2, w["24h"]), values: longer("24h") },
  ];
}

/** The window's length in seconds. */
export const windowSeconds = (win: WindowQuery) => (win.end.getTime() - win.start.getTime()) / 1000;
/** The window's end as a bucket number (buckets since the epoch). */
const endIndex = (r: RefreshWindow) => Math.round(r.win.end.getTime() / 1000 / r.win.bucketSeconds);

/** How many buckets the window moved since the mark's 15m end `asOf` (a column). */
export const stepsSinceMark = (r: RefreshWindow, asOf: string) =>
  sql`(${endIndex(r)}::bigint - floor(extract(epoch from ${sql.raw(asOf)}) / ${r.win.bucketSeconds})::bigint)`;

/** `t.steps<w>` buckets before `at`. */
const back = (r: RefreshWindow, at: Date) =>
  sql`${ts(at)} - make_interval(secs => (t.steps${sql.raw(r.key)} * ${r.win.bucketSeconds})::float8)`;

/**
 * Each miner's window is summed again once every `buckets` steps, at a phase of its own (a byte of its id), so
 * the float rounding of adding and subtracting buckets (~1e-16 of the sums a step) never builds up for longer
 * than one window length, and the job's cost is spread evenly over the minutes.
 */
const resumPhase = (r: RefreshWindow) =>
  sql`(${endIndex(r)} + get_byte(uuid_send(t.id), 15)) % ${r.buckets} = 0`;

/** On `target t`: the window's mode (0 keep, 1 step, 2 sum), see `RefreshWindow`. */
export function windowMode(r: RefreshWindow, full: boolean): SQL {
  if (full) return sql`2`;
  const steps = sql.raw(`t.steps${r.key}`);
  return sql`case when t.listed and t.as_of is not null and t.old_workers = t.workers
      and ${steps} >= 0 and 2 * ${steps} < ${r.buckets} and (${steps} = 0 or not ${resumPhase(r)})
      and (t.written_from is null or t.written_from >= ${back(r, r.win.end)})
    then case when ${steps} = 0 then 0 else 1 end else 2 end`;
}

/**
 * On `plan t` (with its modes): where the bucket rows a window adds start (`t.in_from<w>`: the new window's start
 * when summed again, the old end when stepped, null when kept), and, when stepped, the starts of every bucket
 * that entered or left (`t.steps_at<w>`: the `steps` buckets from the old end and from the old start; those at
 * or after `in_from` entered). Plain columns, so each read of them is an index condition.
 */
export function windowBounds(r: RefreshWindow): SQL {
  const mode = sql.raw(`t.mode${r.key}`);
  const steps = sql.raw(`t.steps${r.key}`);
  const bucket = sql`make_interval(secs => (i * ${r.win.bucketSeconds})::float8)`;
  return sql`case ${mode} when 2 then ${ts(r.win.start)} when 1 then ${back(r, r.win.end)} end as in_from${sql.raw(r.key)},
    case ${mode} when 1 then array(select at from generate_series(0, ${steps} - 1) i
      cross join lateral (values (${back(r, r.win.end)} + ${bucket}), (${back(r, r.win.start)} + ${bucket})) v(at)
    ) end as steps_at${sql.raw(r.key)}`;
}

/** A window's columns of a `worker_rollups r` row (the rejected difficulty for the 15m window only), bounded. */
const bucketColumns = (r: RefreshWindow) =>
  sql`r.worker_id, ${r.index}::int as win, ${boundedDifficulty("r.accepted_difficulty")} as ad,
    r.accepted_count as n, ${r.index === 0 ? boundedDifficulty("r.rejected_difficulty") : sql`0::float8`} as rd`;

/**
 * The bucket rows a window adds (`part` 1: the whole new window when summed again, the buckets that entered
 * when stepped) and takes away (`part` -1: the buckets that left, when stepped), per worker of `members t`.
 */
export function windowBuckets(r: RefreshWindow): SQL {
  const key = sql.raw(r.key);
  // Lateral subqueries (`offset 0` keeps each one) so every bound is an index condition: as a plain join the
  // planner filters the lower one, reading every older bucket of the worker. A step reads the buckets that
  // entered and left by their starts: one index descent finds both, as they share a leaf page (two descents
  // before: the job read 16% more buffers in a plain minute, 20% more when the 1h window moved).
  return sql`
    select r.*, 1::int as part
    from members t cross join lateral (select ${bucketColumns(r)} from worker_rollups r
        where r.worker_id = t.worker_id and r.bucket_seconds = ${r.win.bucketSeconds}
          and r.bucket_start >= t.in_from${key} and r.bucket_start < ${ts(r.win.end)} offset 0) r
    where t.mode${key} = 2
    union all
    select r.* from members t cross join lateral (select ${bucketColumns(r)},
          case when r.bucket_start >= t.in_from${key} then 1 else -1 end as part
        from worker_rollups r
        where r.worker_id = t.worker_id and r.bucket_seconds = ${r.win.bucketSeconds}
          and r.bucket_start = any(t.steps_at${key}) offset 0) r
    where t.mode${key} = 1`;
}

/**
 * A window's whole-window bucket rows for the workers of `stepped s` its step could not serve (`s.bad<w>`), by
 * a lateral index range a worker (as a join, the planner hashed them against a scan of every 20-minute bucket:
 * 300 ms for one bad worker).
 */
export function windowResum(r: RefreshWindow): SQL {
  return sql`
    select r.* from stepped s cross join lateral (select ${bucketColumns(r)} from worker_rollups r
        where r.worker_id = s.worker_id and r.bucket_seconds = ${r.win.bucketSeconds}
          and r.bucket_start >= ${ts(r.win.start)} and r.bucket_start < ${ts(r.win.end)} offset 0) r
    where s.bad${sql.raw(r.key)}`;
}
