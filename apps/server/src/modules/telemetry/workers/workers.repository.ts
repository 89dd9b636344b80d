import type { SortOrder, WorkerBehaviour, WorkerSortField, WorkerStatus } from "@pithead/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { StatsSums } from "../hashrate/hashrate";
import { orderBy } from "./figure-windows";
import type { FiguresOwner } from "./worker-figures.repository";

type Rows = { rows: Record<string, unknown>[] };

/** Which workers of an owner a read covers: its behaviour, a status (absent: all but removed), a name part. */
export type WorkerFilter = {
  behaviour: WorkerBehaviour;
  status?: WorkerStatus;
  name?: string;
};
export type WorkerPage = { sortBy: WorkerSortField; order: SortOrder; limit: number; offset: number };

export type ListedWorker = {
  id: string;
  minerId: string;
  accountName: string;
  name: string;
  behaviour: WorkerBehaviour;
  status: WorkerStatus;
  statusChangedAt: Date;
  lastShareAt: Date;
  sums: StatsSums;
};

/** The snapshot rows of `owner` matching `filter` (the predicates the partial name indexes hold). */
function where(owner: FiguresOwner, filter: WorkerFilter, withStatus = true): SQL {
  const parts = [
    sql`f.${sql.raw(`${owner.type}_id`)} = ${owner.id}::uuid`,
    sql`f.behaviour = ${filter.behaviour}`,
  ];
  if (withStatus) parts.push(filter.status ? sql`f.status = ${filter.status}` : sql`f.status <> 'removed'`);
  if (filter.name) parts.push(sql`strpos(lower(f.name), lower(${filter.name})) > 0`);
  return sql.join(parts, sql` and `);
}

const num = (v: unknown) => Number(v ?? 0);
const statuses: WorkerStatus[] = ["stable", "unavailable", "off", "removed"];

/**
 * Without a name filter, counts come from `worker_figure_marks` (per miner, the workers of its snapshot by
 * behaviour and status; kept equal to its `worker_figures` rows by every writer): one row for a miner, one
 * per miner for a pool or an operator, instead of every worker row (42 ms for 10,000 workers; issue 18).
 * Pool and operator lists hold hardware workers only, so `filter.behaviour` is the column prefix either way.
 */
async function markCounts(
  db: Db,
  owner: FiguresOwner,
  filter: WorkerFilter,
): Promise<Map<WorkerStatus, number>> {
  const column = (s: WorkerStatus) => sql.raw(`coalesce(sum(k.${filter.behaviour}_${s}), 0)::int as ${s}`);
  const result = (await db.execute(sql`
    select ${sql.join(statuses.map(column), sql`, `)} from worker_figure_marks k
    where k.${sql.raw(`${owner.type}_id`)} = ${owner.id}::uuid`)) as unknown as Rows;
  const row = result.rows[0] ?? {};
  return new Map(statuses.map((s) => [s, num(row[s])]));
}
/** The two tables of the snapshot and the window sums each holds, as select columns over an alias. */
const figures15m = {
  table: "worker_figures_15m",
  columns: (a: string) =>
    `${a}.accepted_difficulty_15m as ad15, ${a}.accepted_count_15m as n15, ${a}.rejected_difficulty_15m as rd15`,
};
const figuresLonger = {
  table: "worker_figures",
  columns: (a: string) =>
    `${a}.accepted_difficulty_1h as ad1h, ${a}.accepted_count_1h as n1h, ${a}.accepted_difficulty_24h as ad24, ${a}.accepted_count_24h as n24`,
};
/**
 * The 15m rows with the owner columns of `worker_figures`: an operator's 15m figures are found through that
 * table's operator index and joined by key (the 15m table indexes its miners only: schema/worker-figures.ts).
 */
const operator15m = `(select l.worker_id, l.miner_id, l.pool_id, l.operator_id, l.behaviour, l.name, l.status,
  q.accepted_difficulty_15m, q.accepted_count_15m, q.rejected_difficulty_15m, q.hash_rate_15m, q.reject_pct_15m
  from worker_figures l join worker_figures_15m q on q.worker_id = l.worker_id)`;
/** `worker_figures` rows with their worker's last share time (a list sorted by it sorts them on read). */
const withLastShare = `(select l.*, w.last_share_at from worker_figures l join workers w on w.id = l.worker_id)`;
/** Where an owner's 15m rows are read: a miner's by index, a pool's in one scan (most of the table). */
const rows15m = (owner: FiguresOwner) => (owner.type === "operator" ? operator15m : figures15m.table);
const sumsOf = (r: Record<string, unknown>): StatsSums => ({
  "15m": { acceptedDifficulty: num(r.ad15), acceptedCount: num(r.n15) },
  "1h": { acceptedDifficulty: num(r.ad1h), acceptedCount: num(r.n1h) },
  "24h": { acceptedDifficulty: num(r.ad24), acceptedCount: num(r.n24) },
  rejectedDifficulty15m: num(r.rd15),
});

/** Drizzle access for worker lists, status counts and boundary sums, all read from `worker_figures`. */
export function workersRepository(db: Db) {
  return {
    /**
     * One sorted page: the sort column, then name, then id, all in the page's direction. The page is read from
     * the table holding the sort column (its index), the other half of each row then by primary key.
     */
    async page(owner: FiguresOwner, filter: WorkerFilter, page: WorkerPage): Promise<ListedWorker[]> {
      const order = (alias: string) => sql.raw(orderBy(alias, page.sortBy, page.order));
      const by15m = page.sortBy === "hash_rate_15m" || page.sortBy === "reject_pct_15m";
      const [lead, other] = by15m ? [figures15m, figuresLonger] : [figuresLonger, figures15m];
      const sortColumn = page.sortBy === "worker_name" ? "" : `, f.${page.sortBy}`;
      // Sorted by a 15m figure, the owner's rows are sorted on read (kept per window end by the service); by
      // the last share too, read from `workers` (the time the row shows and `workers/stats` answers).
      const from = by15m ? rows15m(owner) : page.sortBy === "last_share_at" ? withLastShare : lead.table;
      const result = (await db.execute(sql`
        select p.*, g.*, wk.status_changed_at, wk.last_share_at, m.account_name from (
          select f.worker_id, f.miner_id, f.name, f.behaviour, f.status, ${sql.raw(lead.columns("f") + sortColumn)}
          from ${sql.raw(from)} f where ${where(owner, filter)}
          order by ${order("f")} limit ${page.limit} offset ${page.offset}
        ) p
        -- a lookup per page row (LIMIT keeps the planner from hashing the whole table)
        cross join lateral (select ${sql.raw(other.columns("f"))} from ${sql.raw(other.table)} f
          where f.worker_id = p.worker_id limit 1) g
        cross join lateral (select status_changed_at, last_share_at from workers where id = p.worker_id limit 1) wk
        cross join lateral (select account_name from miners where id = p.miner_id limit 1) m
        order by ${order("p")}`)) as unknown as Rows;
      return result.rows.map((r) => ({
        id: String(r.worker_id),
        minerId: String(r.miner_id),
        accountName: String(r.account_name),
        name: String(r.name),
        behaviour: r.behaviour as WorkerBehaviour,
        status: r.status as WorkerStatus,
        statusChangedAt: new Date(String(r.status_changed_at)),
        lastShareAt: new Date(String(r.last_share_at)),
        sums: sumsOf(r),
      }));
    },
    async count(owner: FiguresOwner, filter: WorkerFilter): Promise<number> {
      if (!filter.name) {
        const counts = await markCounts(db, owner, filter);
        if (filter.status) return counts.get(filter.status) ?? 0;
        return statuses.filter((s) => s !== "removed").reduce((n, s) => n + (counts.get(s) ?? 0), 0);
      }
      const result = (await db.execute(
        sql`select count(*)::int as n from worker_figures f where ${where(owner, filter)}`,
      )) as unknown as Rows;
      return num(result.rows[0]?.n);
    },
    /** Workers per status (every status, `removed` included). */
    async statusCounts(owner: FiguresOwner, filter: WorkerFilter): Promise<Map<WorkerStatus, number>> {
      if (!filter.name) return markCounts(db, owner, filter);
      const result = (await db.execute(sql`
        select f.status, count(*)::int as n from worker_figures f where ${where(owner, filter, false)}
        group by f.status`)) as unknown as Rows;
      return new Map(result.rows.map((r) => [r.status as WorkerStatus, num(r.n)]));
    },
    /** The window sums of the workers matching `filter`, added up (every status: removed ones add zeros). */
    async sums(owner: FiguresOwner, filter: WorkerFilter): Promise<StatsSums> {
      const result = (await db.execute(sql`
        select * from (select coalesce(sum(f.accepted_difficulty_15m), 0)::float8 as ad15,
            coalesce(sum(f.accepted_count_15m), 0)::bigint as n15,
            coalesce(sum(f.rejected_difficulty_15m), 0)::float8 as rd15
          from ${sql.raw(rows15m(owner))} f where ${where(owner, filter, false)}) a,
          (select coalesce(sum(f.accepted_difficulty_1h), 0)::float8 as ad1h,
            coalesce(sum(f.accepted_count_1h), 0)::bigint as n1h,
            coalesce(sum(f.accepted_difficulty_24h), 0)::float8 as ad24,
            coalesce(sum(f.accepted_count_24h), 0)::bigint as n24
          from worker_figures f where ${where(owner, filter, false)}) b`)) as unknown as Rows;
      return sumsOf(result.rows[0] ?? {});
    },
  };
}
export type WorkersRepository = ReturnType<typeof workersRepository>;
