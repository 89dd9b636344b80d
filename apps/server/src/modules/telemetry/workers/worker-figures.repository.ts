import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sqlTimestamp as ts, sqlUuids as uuids } from "../../../db/sql-values";
import type { WindowQuery } from "../stats/stats.repository";
import { countColumns, countsFrom, refreshStatement } from "./refresh-statement";

type Rows = { rows: Record<string, unknown>[] };

/** An account whose worker list is read: a miner, a pool or an operator. */
export type FiguresOwner = { type: "miner" | "pool" | "operator"; id: string };

/** A miner's workers of one behaviour by status, as its mark counts them. */
export type MarkCounts = { stable: number; unavailable: number; off: number; removed: number };
const markStatuses = ["stable", "unavailable", "off", "removed"] as const;

/** The current windows: the 15m one names the snapshot (`as_of` is its end). */
export type FigureWindows = { "15m": WindowQuery; "1h": WindowQuery; "24h": WindowQuery };

/**
 * Locks the marks of `ids` (in id order, so concurrent writers never deadlock on them): every writer of a
 * miner's `worker_figures` rows (a refresh, the status sweep's copy) takes them first, so the counts a mark
 * holds always describe its rows. A miner without a mark yet has nothing to lock: its first refreshes insert.
 */
async function lockMarks(db: Db, ids: SQL) {
  await db.execute(
    sql`select miner_id from worker_figure_marks where miner_id in (${ids}) order by miner_id for update`,
  );
}

/**
 * A miner's mark no longer counts its workers: missing, or its worker count, pool or operator moved. Otherwise
 * its counts by status are exact whatever its window end (statuses reach the rows and counts with the sweep).
 */
const uncounted = sql`(k.miner_id is null or k.pool_id <> m.pool_id or k.operator_id is distinct from m.operator_id
  or k.workers <> (select count(*) from workers wk where wk.miner_id = m.id))`;

/**
 * A miner needs a refresh when its mark is for other windows or no longer counts its workers (`uncounted`);
 * with `asOf` null, only in the latter case (reads of counts alone).
 */
const staleMiner = (asOf: Date | null) => (asOf ? sql`(k.as_of <> ${ts(asOf)} or ${uncounted})` : uncounted);

/** A miner to refresh, and whether it is listed (not deleted: a deleted miner's rows and mark are dropped). */
type RefreshTarget = { id: string; listed: boolean };

/** On `m` (miners) and `k` (its mark): a refresh for `asOf` would change it (any miner when `asOf` is null). */
const staleTarget = (asOf: Date | null) =>
  asOf
    ? sql`((m.deleted_at is null and ${staleMiner(asOf)}) or (m.deleted_at is not null and k.miner_id is not null))`
    : sql`true`;

/**
 * A refresh chunk's first statement, in its transaction: locks the marks of `ids`, then their worker bucket write
 * records (each in id order: marks first, as every writer of a miner's figures takes them; write records in the
 * order their writers take them, rollups/worker-writes.ts, so none deadlocks), and answers the miners still
 * stale (`staleTarget`: a concurrent refresh, the job's or a read's, may have done some while this one waited).
 * Staleness is read from the locked marks, which are their latest versions (a lock that waited returns the row
 * as the other transaction committed it). One statement, not three: under load each round trip waits for a
 * busy event loop while the chunk holds its locks, and a list read of these miners waits for them.
 *
 * The order is forced by the subqueries: `writes` runs its scan only after `(select count(*) from marks)`, an
 * init plan that locks every mark first; the final select reads nothing before `writes` has locked its rows.
 * With the write records locked, every write to these miners either committed before the refresh statement
 * (in its sums, its record deleted by it) or waits and records itself after, for the next refresh.
 */
async function lockStale(db: Db, ids: string[], asOf: Date | null): Promise<RefreshTarget[]> {
  const list = uuids(ids);
  const result = (await db.execute(sql`
    with marks as materialized (
      select k.* from worker_figure_marks k where k.miner_id = any(${list}) order by k.miner_id for update
    ), writes as materialized (
      select lw.miner_id from worker_rollup_writes lw
      where lw.miner_id = any(${list}) and (select count(*) from marks) >= 0
      order by lw.miner_id for update
    )
    select m.id as miner_id, m.deleted_at is null as listed
    from miners m left join marks k on k.miner_id = m.id
    where m.id = any(${list}) and (select count(*) from writes) >= 0 and ${staleTarget(asOf)}
    order by m.id`)) as unknown as Rows;
  return result.rows.map((r) => ({ id: String(r.miner_id), listed: r.listed === true }));
}

/**
 * Miners (and workers, as their marks last counted them) a refresh statement takes at most: each chunk is its
 * own short transaction, and it holds its miners' marks, which their list reads wait for, until it commits. A
 * miner with more workers than the limit is refreshed alone: its reads wait for it only, and small miners'
 * reads never wait for it.
 */
export const refreshChunk = { miners: 200, workers: 4_000 };

/** `sortedIds` cut into chunks in order (`workersOf`: a miner's worker count, 0 when unknown). */
export function chunkMiners(sortedIds: string[], workersOf: (id: string) => number): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let workers = 0;
  for (const id of sortedIds) {
    const n = workersOf(id);
    if (current.length >= refreshChunk.miners || (current.length > 0 && workers + n > refreshChunk.workers)) {
      chunks.push(current);
      current = [];
      workers = 0;
    }
    current.push(id);
    workers += n;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** Drizzle access for the worker figures snapshot (`worker_figures`, `worker_figure_marks`). */
export function workerFiguresRepository(db: Db) {
  /**
   * One chunk in its own transaction (a savepoint inside a caller's): marks and write records locked and the
   * miners still stale read (`lockStale`), then the statement.
   */
  const refreshOne = (ids: string[], w: FigureWindows, full: boolean) =>
    db.transaction(async (tx) => {
      const stale = await lockStale(tx as unknown as Db, ids, full ? null : w["15m"].end);
      if (stale.length === 0) return;
      const unlisted = stale.filter((m) => !m.listed).map((m) => m.id);
      await tx.execute(
        refreshStatement(
          stale.map((m) => m.id),
          unlisted,
          w,
          full,
        ),
      );
    });
  return {
    /**
     * Miners of `owner` (and miners that left it or were deleted) whose snapshot is not for `asOf` (null: whose
     * mark does not count their workers, `uncounted`).
     */
    async staleMiners(owner: FiguresOwner, asOf: Date | null): Promise<string[]> {
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
    /** The miners of `ids` (not deleted) whose mark does not count their workers (`uncounted`). */
    async uncountedMiners(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const result = (await db.execute(sql`
        select m.id as miner_id from miners m left join worker_figure_marks k on k.miner_id = m.id
        where m.id = any(${uuids(ids)}) and m.deleted_at is null and ${uncounted}`)) as unknown as Rows;
      return result.rows.map((r) => String(r.miner_id));
    },
    /** Each of `ids`' marked workers by status (`<behaviour>_<status>` counts), by miner id. */
    async markCounts(ids: string[], behaviour: "hardware" | "boundary"): Promise<Map<string, MarkCounts>> {
      if (ids.length === 0) return new Map();
      const columns = sql.raw(markStatuses.map((s) => `k.${behaviour}_${s} as ${s}`).join(", "));
      const result = (await db.execute(sql`
        select k.miner_id, ${columns} from worker_figure_marks k
        where k.miner_id = any(${uuids(ids)})`)) as unknown as Rows;
      return new Map(
        result.rows.map((r) => [
          String(r.miner_id),
          Object.fromEntries(markStatuses.map((s) => [s, Number(r[s] ?? 0)])) as MarkCounts,
        ]),
      );
    },
    /** Every miner whose snapshot is not for `asOf` (or moved, or changed workers), and deleted miners still marked. */
    async allStaleMiners(asOf: Date): Promise<string[]> {
      const result = (await db.execute(sql`
        select m.id as miner_id from miners m left join worker_figure_marks k on k.miner_id = m.id
        where ${staleTarget(asOf)} order by m.id`)) as unknown as Rows;
      return result.rows.map((r) => String(r.miner_id));
    },
    /**
     * Recomputes the snapshot of `minerIds` for the windows `w`, a `refreshChunk` per statement (`chunkMiners`), each chunk
     * its own transaction; `yieldBetween` runs between chunks (the job gives the event loop and other
     * transactions their turn), and a true `stopped()` ends the run there (a shutdown: the miners left stay stale,
     * and the next read or run refreshes them). `full` sums every window again (the test's reference for the
     * incremental path).
     */
    async refreshMiners(
      minerIds: string[],
      w: FigureWindows,
      opts: { full?: boolean; yieldBetween?: () => Promise<void>; stopped?: () => boolean } = {},
    ): Promise<number> {
      if (minerIds.length === 0) return 0;
      // A read's one miner is one chunk whatever its size: the sizes are read only to cut several.
      const sizes =
        minerIds.length === 1
          ? { rows: [] }
          : ((await db.execute(sql`select miner_id, workers from worker_figure_marks
              where miner_id = any(${uuids(minerIds)})`)) as unknown as Rows);
      const workers = new Map(sizes.rows.map((r) => [String(r.miner_id), Number(r.workers)]));
      // Largest miners first: a big miner's list reads wait for its refresh, which then starts with the run.
      const size = (id: string) => workers.get(id) ?? 0;
      const order = [...minerIds].sort((a, b) => size(b) - size(a) || (a < b ? -1 : a > b ? 1 : 0));
      let chunks = 0;
      for (const chunk of chunkMiners(order, size)) {
        if (chunks > 0) await opts.yieldBetween?.();
        if (opts.stopped?.()) break;
        await refreshOne(chunk, w, opts.full ?? false);
        chunks += 1;
      }
      return chunks;
    },
    /**
     * Copies the status sweep's changes into both tables of the snapshot (in the sweep's transaction), and the
     * marks' counts by status of the miners concerned (their marks locked first, as a refresh does).
     */
    async syncStatuses(workerIds: string[]): Promise<void> {
      if (workerIds.length === 0) return;
      const miners = sql`select distinct miner_id from worker_figures where worker_id = any(${uuids(workerIds)})`;
      await lockMarks(db, miners);
      for (const table of ["worker_figures", "worker_figures_15m"]) {
        await db.execute(sql`
          update ${sql.raw(table)} f set status = wk.status from workers wk
          where wk.id = f.worker_id and f.worker_id = any(${uuids(workerIds)}) and f.status <> wk.status`);
      }
      await db.execute(sql`
        update worker_figure_marks k set ${sql.raw(countColumns.map((c) => `${c.column} = c.${c.column}`).join(", "))}
        from (select f.miner_id, ${countsFrom("f")} from worker_figures f where f.miner_id in (${miners})
          group by f.miner_id) c
        where k.miner_id = c.miner_id`);
    },
  };
}
export type WorkerFiguresRepository = ReturnType<typeof workerFiguresRepository>;
