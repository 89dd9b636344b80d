import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  doublePrecision,
  index,
  integer,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { miners } from "./accounts";
import { workers } from "./telemetry";

/**
 * Worker names in natural order (issue 41 item 11): the ICU collation `worker_name_natural` (`und-u-kn-true`,
 * migration 0035) compares digit runs by value (s19-1, s19-2, s19-10) and letters case-insensitively first
 * (rig-a, rig-b, Rig-C). It names its locale, so the order is the same whatever the database's locale; it is
 * deterministic (equal only when byte-equal), and lists add the worker id last: a total order.
 */
const naturalText = customType<{ data: string }>({ dataType: () => 'text collate "worker_name_natural"' });

/** The worker's key and what both tables of its snapshot copy from `workers` and `miners`. */
const workerCopies = () => ({
  workerId: uuid("worker_id")
    .primaryKey()
    .references(() => workers.id, { onDelete: "cascade" }),
  minerId: uuid("miner_id")
    .notNull()
    .references(() => miners.id, { onDelete: "cascade" }),
  poolId: uuid("pool_id").notNull(),
  operatorId: uuid("operator_id"),
  behaviour: text("behaviour").notNull(),
  name: naturalText("name").notNull(),
  status: text("status").notNull(),
});

/**
 * The figures snapshot of each worker (worker lists sort and page on it), in two tables: the 1h and 24h window
 * sums here, the 15m ones in `worker_figures_15m`, both for the windows its miner's `worker_figure_marks.as_of`
 * names, with the sort columns computed from them and the status, name, pool and operator copied from `workers`
 * and `miners` when it was computed. Split because the 15m figures move every minute and the others every 5 and
 * 20 minutes: a row rewritten every minute with 19 indexes cost the minute job ~95 buffers a worker (issue 18),
 * and the 1h/24h row is rewritten only when its own figures move.
 *
 * No index holds a figure, and the pages are half empty (fillfactor 50, migration 0030): a refresh changes
 * only figures, so each of its updates is a HOT update (a new row version on the same page, no index entry).
 * Lists sorted by a figure sort the owner's rows on read (a page is kept per window end: 10,000 rows take a
 * few ms, 100,000 30-60 ms, once a minute).
 */
export const workerFigures = pgTable(
  "worker_figures",
  {
    ...workerCopies(),
    acceptedDifficulty1h: doublePrecision("accepted_difficulty_1h").notNull(),
    acceptedCount1h: bigint("accepted_count_1h", { mode: "number" }).notNull(),
    acceptedDifficulty24h: doublePrecision("accepted_difficulty_24h").notNull(),
    acceptedCount24h: bigint("accepted_count_24h", { mode: "number" }).notNull(),
    hashRate1h: doublePrecision("hash_rate_1h").notNull(),
    hashRate24h: doublePrecision("hash_rate_24h").notNull(),
  },
  (t) => [
    ...nameIndexes(t),
    // Counts by status (statuses, totals).
    index("worker_figures_miner_status_idx").on(t.minerId, t.behaviour, t.status),
    index("worker_figures_pool_status_idx").on(t.poolId, t.behaviour, t.status),
    index("worker_figures_operator_status_idx").on(t.operatorId, t.behaviour, t.status),
  ],
);

/**
 * The 15m half of a worker's snapshot (see `workerFigures`): rewritten every minute, its updates HOT as the
 * other half's are. Besides its key, one index finds a miner's rows (a miner's list sorted by a 15m figure
 * sorts them on read: 10,000 in about 3 ms, where a join through `worker_figures` took 36 ms); an operator's
 * are found through `worker_figures`' operator index (workers.repository.ts), a pool's are most of the table.
 */
export const workerFigures15m = pgTable(
  "worker_figures_15m",
  {
    ...workerCopies(),
    acceptedDifficulty15m: doublePrecision("accepted_difficulty_15m").notNull(),
    acceptedCount15m: bigint("accepted_count_15m", { mode: "number" }).notNull(),
    rejectedDifficulty15m: doublePrecision("rejected_difficulty_15m").notNull(),
    hashRate15m: doublePrecision("hash_rate_15m").notNull(),
    rejectPct15m: doublePrecision("reject_pct_15m").notNull(),
  },
  (t) => [index("worker_figures_15m_miner_status_idx").on(t.minerId, t.behaviour, t.status)],
);

/**
 * Lists sorted by name (the default sort, paged deep): an index per owner kind that pages by name, then id,
 * without removed workers (they only grow); pool and operator lists hold hardware workers only.
 */
function nameIndexes(t: {
  minerId: PgColumn;
  poolId: PgColumn;
  operatorId: PgColumn;
  behaviour: PgColumn;
  name: PgColumn;
  status: PgColumn;
  workerId: PgColumn;
}) {
  const listed = sql`${t.status} <> 'removed'`;
  const hardwareListed = sql`${t.status} <> 'removed' and ${t.behaviour} = 'hardware'`;
  return [
    index("worker_figures_miner_name_idx").on(t.minerId, t.behaviour, t.name, t.workerId).where(listed),
    index("worker_figures_pool_name_idx").on(t.poolId, t.name, t.workerId).where(hardwareListed),
    index("worker_figures_operator_name_idx").on(t.operatorId, t.name, t.workerId).where(hardwareListed),
  ];
}

/**
 * One row per miner: the 15m window end (`as_of`) its workers' figures were computed for, the number of
 * workers then, and the pool and operator it had. A read compares them with now, `workers` and `miners`.
 * `<behaviour>_<status>` count the miner's `worker_figures` rows (every writer of those rows locks the mark
 * first and keeps them equal), so list totals and status counts read one row per miner, not every worker.
 */
export const workerFigureMarks = pgTable(
  "worker_figure_marks",
  {
    minerId: uuid("miner_id")
      .primaryKey()
      .references(() => miners.id, { onDelete: "cascade" }),
    poolId: uuid("pool_id").notNull(),
    operatorId: uuid("operator_id"),
    asOf: timestamp("as_of", { withTimezone: true, mode: "date" }).notNull(),
    workers: integer("workers").notNull(),
    hardwareStable: integer("hardware_stable").notNull().default(0),
    hardwareUnavailable: integer("hardware_unavailable").notNull().default(0),
    hardwareOff: integer("hardware_off").notNull().default(0),
    hardwareRemoved: integer("hardware_removed").notNull().default(0),
    boundaryStable: integer("boundary_stable").notNull().default(0),
    boundaryUnavailable: integer("boundary_unavailable").notNull().default(0),
    boundaryOff: integer("boundary_off").notNull().default(0),
    boundaryRemoved: integer("boundary_removed").notNull().default(0),
  },
  (t) => [
    index("worker_figure_marks_pool_idx").on(t.poolId),
    index("worker_figure_marks_operator_idx").on(t.operatorId),
  ],
);

/**
 * One row per miner whose worker buckets were written since its last figures refresh: the earliest bucket
 * start written (`written_from`). Every writer of `worker_rollups` records its writes here in the same
 * transaction (rollups/worker-writes.ts); a refresh takes (deletes) its miners' rows, and steps or keeps a
 * window only when nothing was written before that window's old end (workers/refresh-windows.ts).
 */
export const workerRollupWrites = pgTable("worker_rollup_writes", {
  minerId: uuid("miner_id")
    .primaryKey()
    .references(() => miners.id, { onDelete: "cascade" }),
  writtenFrom: timestamp("written_from", { withTimezone: true, mode: "date" }).notNull(),
});
