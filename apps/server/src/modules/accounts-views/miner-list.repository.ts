import type { MinerListStatus, MinersListQuery } from "@pithead/contract";
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { minerFigures, miners, workerFigureMarks } from "../../db/schema";
import type { StatsSums } from "../telemetry/hashrate/hashrate";
import type { WorkerCounts } from "./miner-list-status";

const f = minerFigures;
const m = miners;
/** The miner's worker figures mark: its hardware workers by status (every screen's counts, worker-counts.ts). */
const k = workerFigureMarks;
const hardware = {
  stable: sql<number>`coalesce(${k.hardwareStable}, 0)`.mapWith(Number),
  unavailable: sql<number>`coalesce(${k.hardwareUnavailable}, 0)`.mapWith(Number),
  off: sql<number>`coalesce(${k.hardwareOff}, 0)`.mapWith(Number),
  removed: sql<number>`coalesce(${k.hardwareRemoved}, 0)`.mapWith(Number),
};

/** A pool's miners or an operator's customers. */
export type ListScope = { type: "pool" | "operator"; id: string };

export type FiguresRow = {
  id: string;
  accountName: string;
  title: string;
  operatorId: string | null;
  sums: StatsSums;
  workers: WorkerCounts;
};

/** The rule of `minerListStatus` (miner-list-status.ts) as a condition on the miner's mark (`k`). */
export function minerStatusSql(status: MinerListStatus): SQL {
  const idle = sql`${hardware.unavailable} + ${hardware.off}`;
  if (status === "active") return sql`${hardware.stable} > 0`;
  if (status === "inactive") return sql`(${hardware.stable} = 0 and ${idle} > 0)`;
  return sql`(${hardware.stable} = 0 and ${idle} = 0)`;
}

/** Case-insensitive substring of the account name or the title (`%`, `_` and `\` match themselves). */
function nameSql(name: string | undefined): SQL | undefined {
  if (!name) return undefined;
  const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(m.accountName, pattern), ilike(m.title, pattern));
}

/**
 * The scope's miners that are not deleted, with their rows for the 15m window end `asOf` (the snapshot's
 * columns too, so either index may serve).
 */
const inScope = (scope: ListScope, asOf: Date) =>
  scope.type === "pool"
    ? and(eq(m.poolId, scope.id), eq(f.poolId, scope.id), eq(f.asOf, asOf), isNull(m.deletedAt))
    : and(eq(m.operatorId, scope.id), eq(f.operatorId, scope.id), eq(f.asOf, asOf), isNull(m.deletedAt));

const sortColumns = {
  account_name: m.accountName,
  hash_rate_15m: f.hashRate15m,
  hash_rate_1h: f.hashRate1h,
  hash_rate_24h: f.hashRate24h,
} as const;

const count = (where?: SQL) =>
  sql<number>`count(*) filter (where ${where ?? sql`true`})::int`.mapWith(Number);

/**
 * Reads of the miner lists from the `miner_figures` snapshot, with each miner's workers by status from its
 * worker figures mark (both brought up to date by the caller first).
 */
export function minerListRepository(db: Db) {
  return {
    /**
     * A sorted page of the rows for the 15m window end `asOf` and the number of matching miners (counted
     * unless `knownTotal` is given).
     */
    async page(
      scope: ListScope,
      asOf: Date,
      q: MinersListQuery,
      knownTotal?: number,
    ): Promise<{ rows: FiguresRow[]; total: number }> {
      const where = and(
        inScope(scope, asOf),
        q.status ? minerStatusSql(q.status) : undefined,
        nameSql(q.name),
      );
      const order = q.order === "asc" ? asc : desc;
      const rows = await db
        .select({
          m: { id: m.id, accountName: m.accountName, title: m.title, operatorId: m.operatorId },
          f,
          workers: hardware,
        })
        .from(f)
        .innerJoin(m, eq(m.id, f.minerId))
        .leftJoin(k, eq(k.minerId, m.id))
        .where(where)
        .orderBy(order(sortColumns[q.sort_by]), asc(m.accountName))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page);
      if (knownTotal !== undefined) return { rows: rows.map(toRow), total: knownTotal };
      // Counted apart: `count(*) over ()` keeps every row of the scope in a tuple store (3x slower).
      const [total] = await db
        .select({ n: count() })
        .from(f)
        .innerJoin(m, eq(m.id, f.minerId))
        .leftJoin(k, eq(k.minerId, m.id))
        .where(where);
      return { rows: rows.map(toRow), total: total?.n ?? 0 };
    },

    async statusCounts(
      scope: ListScope,
      asOf: Date,
      name?: string,
    ): Promise<Record<MinerListStatus, number>> {
      const [row] = await db
        .select({
          active: count(minerStatusSql("active")),
          inactive: count(minerStatusSql("inactive")),
          empty: count(minerStatusSql("empty")),
        })
        .from(f)
        .innerJoin(m, eq(m.id, f.minerId))
        .leftJoin(k, eq(k.minerId, m.id))
        .where(and(inScope(scope, asOf), nameSql(name)));
      return row ?? { active: 0, inactive: 0, empty: 0 };
    },
  };
}
export type MinerListRepository = ReturnType<typeof minerListRepository>;

function toRow(row: {
  m: { id: string; accountName: string; title: string; operatorId: string | null };
  f: typeof minerFigures.$inferSelect;
  workers: WorkerCounts;
}): FiguresRow {
  const { f: x } = row;
  return {
    ...row.m,
    sums: {
      "15m": { acceptedDifficulty: x.acceptedDifficulty15m, acceptedCount: x.acceptedCount15m },
      "1h": { acceptedDifficulty: x.acceptedDifficulty1h, acceptedCount: x.acceptedCount1h },
      "24h": { acceptedDifficulty: x.acceptedDifficulty24h, acceptedCount: x.acceptedCount24h },
      rejectedDifficulty15m: x.rejectedDifficulty15m,
    },
    workers: row.workers,
  };
}
