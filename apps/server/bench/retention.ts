/**
 * `npm run bench` (retention): what the hourly `telemetry-retention` job costs at pool size, the figure that
 * decides whether the rollup tables need partitioning by time (docs/DEPLOY.md). On the read bench's pool
 * (100,000 workers, 5,000 miners, the quick history), it adds one hour of buckets past each size's retention for
 * every worker and miner (what one hourly run finds in a pool that sends all the time: 60 one-minute, 12
 * five-minute and 3 twenty-minute buckets a worker, and the 4-hour bucket that goes every fourth hour), runs the
 * job as the scheduler does, then VACUUMs `worker_rollups` as autovacuum would after it. Prints the rows
 * dropped, each duration and their share of the hour. The table here holds little beside the expired hour and
 * stays in memory: on a production table (hundreds of millions of rows, mostly on disk) both take longer, so
 * the figures are a lower bound. Runs on a throw-away embedded PostgreSQL 17, or DATABASE_URL's server.
 */
import { sql } from "drizzle-orm";
import { systemClock, TestClock } from "../src/clock";
import type { Db } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { pools } from "../src/db/schema";
import { enforceTelemetryRetention } from "../src/jobs/telemetry-retention";
import { retentionCutoffs } from "../src/modules/telemetry/rollups/buckets";
import { openBenchDatabase } from "./bench-database";
import { generateReadData, rollupInsert, withoutTriggers } from "./read-data";

async function main() {
  const { database, label, done } = await openBenchDatabase("bench_retention");
  const db = database.db;
  await prepareDatabase(database, { demo: false });
  const [pool] = await db.select({ id: pools.id }).from(pools).limit(1);
  const now = systemClock.now();
  await generateReadData(db, pool?.id ?? "", now, false);

  // One hour of expired buckets of each size (one 4-hour bucket) for every worker and miner.
  const t0 = performance.now();
  await withoutTriggers(db, async (tx) => {
    for (const { bucketSeconds, before } of retentionCutoffs(now)) {
      const level = { seconds: bucketSeconds, count: Math.max(1, 3600 / bucketSeconds) };
      const lastExpired = new Date(before.getTime() - 1);
      await tx.execute(
        rollupInsert(
          "worker_rollups",
          "worker_id",
          "select id, 1e13 as rate from workers",
          level,
          lastExpired,
        ),
      );
      await tx.execute(
        rollupInsert("miner_rollups", "miner_id", "select id, 1e14 as rate from miners", level, lastExpired),
      );
    }
  });
  await db.execute(sql`vacuum analyze worker_rollups, miner_rollups`);
  const before = await tableFigures(db);
  console.log(
    `\nretention on ${label}: worker_rollups ${before.rows.toLocaleString("en-US")} rows (${before.size}), ` +
      `generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );

  const t1 = performance.now();
  const outcome = await enforceTelemetryRetention(db, new TestClock(now));
  const jobMs = performance.now() - t1;
  if (!outcome.ran) throw new Error("the retention job did not run");
  // Statistics reach pg_stat_user_tables within a second of the deleting transaction's end.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const dead = await tableFigures(db);
  const t2 = performance.now();
  await db.execute(sql`vacuum worker_rollups`);
  const vacuumMs = performance.now() - t2;
  const after = await tableFigures(db);

  const hourShare = (ms: number) => `${((ms / 3_600_000) * 100).toFixed(2)}% of the hour`;
  const deleted = outcome.value.buckets;
  console.log(`retention: one hourly run at 100,000 workers, 5,000 miners`);
  console.log(
    `  job (compaction, deletes of every size and owner, batch ids, job runs): ${deleted.toLocaleString("en-US")} ` +
      `bucket rows in ${(jobMs / 1000).toFixed(1)} s (${Math.round(deleted / (jobMs / 1000)).toLocaleString("en-US")} rows/s), ${hourShare(jobMs)}`,
  );
  console.log(
    `  dead tuples left in worker_rollups: ${dead.dead.toLocaleString("en-US")}; VACUUM worker_rollups ` +
      `${(vacuumMs / 1000).toFixed(1)} s, ${hourShare(vacuumMs)}; size ${before.size} -> ${after.size} (space kept for reuse)`,
  );
  console.log(
    `  together ${hourShare(jobMs + vacuumMs)} of one core, a lower bound (a production table is mostly on disk); ` +
      `dropping a partition instead takes milliseconds and leaves no dead tuples`,
  );
  await database.close();
  await done();
}

async function tableFigures(db: Db) {
  const r = (await db.execute(sql`
    select n_live_tup::bigint as rows, n_dead_tup::bigint as dead,
      pg_size_pretty(pg_total_relation_size(relid)) as size
    from pg_stat_user_tables where relname = 'worker_rollups'`)) as unknown as {
    rows: { rows: string; dead: string; size: string }[];
  };
  const row = r.rows[0];
  return { rows: Number(row?.rows ?? 0), dead: Number(row?.dead ?? 0), size: row?.size ?? "?" };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
