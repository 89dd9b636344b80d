import type { WorkerBehaviour, WorkerStatus } from "@pithead/contract";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  minerRollups,
  type operatorRollups,
  type poolRollups,
  workerRollups,
  workers,
} from "../../../db/schema";
import type { StatsSums, WindowName, WindowQuery } from "../hashrate/hashrate";
import { boundedDifficulty } from "../hashrate/hashrate";

export type { WindowQuery };

export type WorkerRow = {
  id: string;
  minerId: string;
  name: string;
  behaviour: WorkerBehaviour;
  status: WorkerStatus;
  lastShareAt: Date;
};

type RollupTable = typeof minerRollups | typeof workerRollups | typeof poolRollups | typeof operatorRollups;

/**
 * One range over the owner's primary key (owner, bucket_seconds, bucket_start) that holds every window: an
 * index range scan whatever the planner knows, where an OR of the windows let it fall back to reading the table.
 */
function coveringRange(table: RollupTable, windows: WindowQuery[]) {
  const from = Math.min(...windows.map((w) => w.start.getTime()));
  const to = Math.max(...windows.map((w) => w.end.getTime()));
  return and(
    inArray(table.bucketSeconds, [...new Set(windows.map((w) => w.bucketSeconds))]),
    sql`${table.bucketStart} >= ${new Date(from).toISOString()}::timestamptz`,
    sql`${table.bucketStart} < ${new Date(to).toISOString()}::timestamptz`,
  );
}

/**
 * Sums of the accepted difficulty and count per window, and the rejected difficulty of the 15m window, per
 * owner (`owner` is the table's owner column); owners without a bucket in any window are absent.
 */
export async function windowSums(
  db: Db,
  table: RollupTable,
  owner: SQL,
  ids: string[],
  windows: WindowQuery[],
) {
  const inWindow = (w: WindowQuery) =>
    sql`(${table.bucketSeconds} = ${w.bucketSeconds} and ${table.bucketStart} >= ${w.start.toISOString()}::timestamptz and ${table.bucketStart} < ${w.end.toISOString()}::timestamptz)`;
  const sum = (column: SQL, w: WindowQuery) =>
    sql<number>`coalesce(sum(${column}) filter (where ${inWindow(w)}), 0)::float8`.mapWith(Number);
  const fields: Record<string, SQL.Aliased<number> | SQL> = { id: sql<string>`${owner}` };
  for (const w of windows) {
    fields[`${w.name}_d`] = sum(boundedDifficulty(sql`${table.acceptedDifficulty}`), w).as(`d_${w.name}`);
    fields[`${w.name}_n`] = sum(sql`${table.acceptedCount}`, w).as(`n_${w.name}`);
    if (w.name === "15m")
      fields.rejected = sum(boundedDifficulty(sql`${table.rejectedDifficulty}`), w).as("rejected_15m");
  }
  const rows = (await db
    .select(fields)
    .from(table)
    .where(and(inArray(owner as never, ids), coveringRange(table, windows)))
    .groupBy(owner)) as Record<string, number | string>[];
  const sums = new Map<string, StatsSums>();
  for (const r of rows) {
    const window = (name: WindowName) => ({
      acceptedDifficulty: Number(r[`${name}_d`]),
      acceptedCount: Number(r[`${name}_n`]),
    });
    sums.set(String(r.id), {
      "15m": window("15m"),
      "1h": window("1h"),
      "24h": window("24h"),
      rejectedDifficulty15m: Number(r.rejected),
    });
  }
  return sums;
}

/** Drizzle access for the stats calls. */
export function statsRepository(db: Db) {
  return {
    minerSums: (ids: string[], windows: WindowQuery[]) =>
      windowSums(db, minerRollups, sql`${minerRollups.minerId}`, ids, windows),
    workerSums: (ids: string[], windows: WindowQuery[]) =>
      windowSums(db, workerRollups, sql`${workerRollups.workerId}`, ids, windows),
    /** Worker counts per miner and status. */
    async workerCounts(minerIds: string[]) {
      const rows = await db
        .select({ minerId: workers.minerId, status: workers.status, n: sql<number>`count(*)::int` })
        .from(workers)
        .where(inArray(workers.minerId, minerIds))
        .groupBy(workers.minerId, workers.status);
      return rows.map((r) => ({ minerId: r.minerId, status: r.status as WorkerStatus, count: Number(r.n) }));
    },
    async workersByIds(ids: string[]): Promise<WorkerRow[]> {
      const rows = await db
        .select({
          id: workers.id,
          minerId: workers.minerId,
          name: workers.name,
          behaviour: workers.behaviour,
          status: workers.status,
          lastShareAt: workers.lastShareAt,
        })
        .from(workers)
        .where(inArray(workers.id, ids));
      return rows as WorkerRow[];
    },
  };
}
export type StatsRepository = ReturnType<typeof statsRepository>;
