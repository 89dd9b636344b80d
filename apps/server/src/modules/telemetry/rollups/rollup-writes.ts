import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sqlArray } from "../../../db/sql-values";
import { maxRowDifficulty } from "../hashrate/hashrate";
import type { BucketSums } from "./bucket-sums";

/** The rollup tables keyed by one owner column, all with the same sums columns. */
export const rollupTables = {
  worker: { table: "worker_rollups", owner: "worker_id" },
  miner: { table: "miner_rollups", owner: "miner_id" },
  operator: { table: "operator_rollups", owner: "operator_id" },
  pool: { table: "pool_rollups", owner: "pool_id" },
} as const;
export type RollupOwner = keyof typeof rollupTables;

/**
 * Upserts bucket rows of one table in one statement over one array parameter per column (`sqlArray`; times in
 * ms). `add` adds the sums to a stored bucket (ingest); `replace` overwrites it.
 */
export async function addBucketRows(
  db: Db,
  owner: RollupOwner,
  buckets: (BucketSums & { owner: string })[],
  mode: "add" | "replace",
): Promise<void> {
  if (buckets.length === 0) return;
  const { table, owner: column } = rollupTables[owner];
  const of = <T extends number | string>(f: (b: BucketSums & { owner: string }) => T) => buckets.map(f);
  // A difficulty is added bounded (hashrate.ts `maxRowDifficulty`): a corrupt row stored before share difficulty
  // was bounded cannot overflow the addition and refuse every later batch of its bucket.
  const bounded = (c: string) => `least(${c}, ${maxRowDifficulty}::float8)`;
  const value = (c: string) =>
    mode === "replace"
      ? `excluded.${c}`
      : c.endsWith("_difficulty")
        ? `${bounded(`${table}.${c}`)} + excluded.${c}`
        : `${table}.${c} + excluded.${c}`;
  const last =
    mode === "add" ? `greatest(${table}.last_share_at, excluded.last_share_at)` : "excluded.last_share_at";
  await db.execute(sql`
    insert into ${sql.raw(table)} (${sql.raw(column)}, bucket_seconds, bucket_start, accepted_difficulty,
      accepted_count, rejected_difficulty, rejected_count, last_share_at)
    select o, s, to_timestamp(t / 1000), ad, ac, rd, rc, to_timestamp(l / 1000)
    from unnest(${sqlArray(
      of((b) => b.owner),
      "uuid",
    )}, ${sqlArray(
      of((b) => b.bucketSeconds),
      "int",
    )},
      ${sqlArray(
        of((b) => b.bucketStart),
        "float8",
      )}, ${sqlArray(
        of((b) => b.acceptedDifficulty),
        "float8",
      )},
      ${sqlArray(
        of((b) => b.acceptedCount),
        "bigint",
      )}, ${sqlArray(
        of((b) => b.rejectedDifficulty),
        "float8",
      )},
      ${sqlArray(
        of((b) => b.rejectedCount),
        "bigint",
      )}, ${sqlArray(
        of((b) => b.lastShareAt),
        "float8",
      )})
      as x(o, s, t, ad, ac, rd, rc, l)
    order by o, s, t
    on conflict (${sql.raw(column)}, bucket_seconds, bucket_start) do update set
      accepted_difficulty = ${sql.raw(value("accepted_difficulty"))},
      accepted_count = ${sql.raw(value("accepted_count"))},
      rejected_difficulty = ${sql.raw(value("rejected_difficulty"))},
      rejected_count = ${sql.raw(value("rejected_count"))},
      last_share_at = ${sql.raw(last)}`);
}
