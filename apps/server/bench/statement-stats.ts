import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client";

/**
 * BENCH_STATEMENTS=1: the embedded PostgreSQL loads pg_stat_statements with planning tracked, so a bench can print
 * where the database's time went per statement: calls, how many times it was planned (a prepared statement that
 * PostgreSQL re-plans on every call shows plans close to calls), mean planning and execution time, buffers per
 * call. It costs the server a little, so the figures of such a run are not the bench's figures.
 */
const statementStatsWanted = process.env.BENCH_STATEMENTS === "1";

export const statementStatsSettings: Record<string, string> = statementStatsWanted
  ? {
      shared_preload_libraries: "pg_stat_statements",
      "pg_stat_statements.track_planning": "on",
      "pg_stat_statements.max": "2000",
    }
  : {};

/** Creates the extension (in the bench's database) and forgets what was counted so far. */
export async function resetStatementStats(db: Db) {
  if (!statementStatsWanted) return;
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  await db.execute(sql`select pg_stat_statements_reset()`);
}

type Row = {
  calls: string;
  plans: string;
  total_ms: number;
  mean_plan_ms: number;
  mean_exec_ms: number;
  blks_per_call: number;
  query: string;
};

/** The `limit` statements that took the most planning plus execution time since the reset. */
export async function printStatementStats(db: Db, title: string, limit = 25) {
  if (!statementStatsWanted) return;
  const result = (await db.execute(sql`
    select calls, plans, total_plan_time + total_exec_time as total_ms,
      case when plans > 0 then total_plan_time / plans else 0 end as mean_plan_ms,
      mean_exec_time as mean_exec_ms,
      (shared_blks_hit + shared_blks_read)::float8 / greatest(calls, 1) as blks_per_call,
      regexp_replace(query, '\\s+', ' ', 'g') as query
    from pg_stat_statements
    where dbid = (select oid from pg_database where datname = current_database())
    order by total_plan_time + total_exec_time desc
    limit ${limit}`)) as unknown as { rows: Row[] };
  console.log(`\nstatements by database time, ${title}:`);
  console.log("  total s   calls      plans      plan ms  exec ms  blks/call  statement");
  for (const r of result.rows) {
    console.log(
      `  ${(r.total_ms / 1000).toFixed(1).padStart(7)}  ${r.calls.padStart(9)}  ${r.plans.padStart(9)}  ` +
        `${r.mean_plan_ms.toFixed(3).padStart(7)}  ${r.mean_exec_ms.toFixed(3).padStart(7)}  ` +
        `${r.blks_per_call.toFixed(0).padStart(9)}  ${r.query.slice(0, 140)}`,
    );
  }
}
