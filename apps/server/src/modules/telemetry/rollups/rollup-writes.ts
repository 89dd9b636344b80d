import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type SqlArrayType, sqlArray } from "../../../db/sql-values";
import { maxRowDifficulty } from "../hashrate/hashrate";
import type { BucketSums } from "./bucket-sums";
import { recordedInsert } from "./worker-writes";

/** The rollup tables keyed by one owner column, all with the same sums columns. */
export const rollupTables = {
  worker: { table: "worker_rollups", owner: "worker_id" },
  miner: { table: "miner_rollups", owner: "miner_id" },
  operator: { table: "operator_rollups", owner: "operator_id" },
  pool: { table: "pool_rollups", owner: "pool_id" },
} as const;
export type RollupOwner = keyof typeof rollupTables;

type Row = BucketSums & { owner: string };
/** The statement's input columns (`x` below), each one array parameter; times in ms. */
const inputColumns: [(b: Row) => number | string, SqlArrayType][] = [
  [(b) => b.owner, "uuid"],
  [(b) => b.bucketSeconds, "int"],
  [(b) => b.bucketStart, "float8"],
  [(b) => b.acceptedDifficulty, "float8"],
  [(b) => b.acceptedCount, "bigint"],
  [(b) => b.rejectedDifficulty, "float8"],
  [(b) => b.rejectedCount, "bigint"],
  [(b) => b.lastShareAt, "float8"],
];

/**
 * Adds bucket rows to one table's stored buckets (sums added, the later last share kept), in one statement over
 * one array parameter per column (`sqlArray`). Worker buckets are also recorded for the worker figures refresh
 * (`recordedInsert`): call it in a transaction, so the record commits with the rows.
 */
export async function addBucketRows(db: Db, owner: RollupOwner, buckets: Row[]): Promise<void> {
  if (buckets.length === 0) return;
  const { table, owner: column } = rollupTables[owner];
  const arrays = sql.join(
    inputColumns.map(([field, type]) => sqlArray(buckets.map(field), type)),
    sql`, `,
  );
  // A difficulty is added bounded (hashrate.ts `maxRowDifficulty`): a corrupt row stored before share difficulty
  // was bounded cannot overflow the addition and refuse every later batch of its bucket.
  const difficulty = (c: string) =>
    sql.raw(`least(${table}.${c}, ${maxRowDifficulty}::float8) + excluded.${c}`);
  const count = (c: string) => sql.raw(`${table}.${c} + excluded.${c}`);
  const insert = sql`
    insert into ${sql.raw(table)} (${sql.raw(column)}, bucket_seconds, bucket_start, accepted_difficulty,
      accepted_count, rejected_difficulty, rejected_count, last_share_at)
    select o, s, to_timestamp(t / 1000), ad, ac, rd, rc, to_timestamp(l / 1000)
    from unnest(${arrays}) as x(o, s, t, ad, ac, rd, rc, l)
    order by o, s, t
    on conflict (${sql.raw(column)}, bucket_seconds, bucket_start) do update set
      accepted_difficulty = ${difficulty("accepted_difficulty")},
      accepted_count = ${count("accepted_count")},
      rejected_difficulty = ${difficulty("rejected_difficulty")},
      rejected_count = ${count("rejected_count")},
      last_share_at = greatest(${sql.raw(table)}.last_share_at, excluded.last_share_at)`;
  if (owner !== "worker") {
    await db.execute(insert);
    return;
  }
  await db.execute(recordedInsert(sql`${insert} returning worker_id, bucket_start`));
}
