/**
 * `npm run bench` (miners list): a pool of 5,000 miners with 20 workers each (100,000) and their miner
 * rollups (15 one-minute, 24 five-minute and 144 twenty-minute buckets each: about 920,000 rows), then
 * `GET pools/{id}/miners` sorted by hash_rate_15m (page of 50), `miners/statuses` and `pools/{id}/stats` as the
 * pool's owner; the once-a-minute refresh of `miner_figures` is timed on its own. On a throw-away embedded
 * PostgreSQL 17, or on DATABASE_URL's server (a fresh database, dropped afterwards).
 */
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { TestClock } from "../src/clock";
import type { Database } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { refreshMinerFigures } from "../src/jobs/miner-figures-refresh";
import { sessionFor, tokenHeaders } from "../test/product-session";
import { benchConfig } from "./bench-config";
import { openBenchDatabase } from "./bench-database";

const N = Number(process.env.BENCH_N ?? 1000);
const now = "2026-03-02T10:07:30Z";

async function seed(database: Database): Promise<string> {
  const { db } = database;
  const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const [pool] = rows(await db.execute(sql`select id from pools where is_current`));
  const poolId = String(pool?.id);
  await db.execute(sql`insert into miners (pool_id, account_name, title)
    select ${poolId}::uuid, 'bench' || g, 'Bench ' || g from generate_series(1, 5000) g`);
  await db.execute(sql`insert into workers (miner_id, name, first_seen, last_share_at, status, status_changed_at)
    select m.id, 'rig' || g, ${now}::timestamptz, ${now}::timestamptz,
      case when g % 10 = 0 then 'unavailable' when g % 17 = 0 then 'off' else 'stable' end, ${now}::timestamptz
    from miners m, generate_series(1, 20) g where m.account_name like 'bench%'`);
  for (const [seconds, count] of [
    [60, 15],
    [300, 24],
    [1200, 144],
  ] as const) {
    await db.execute(sql`insert into miner_rollups (miner_id, bucket_seconds, bucket_start, accepted_difficulty,
        accepted_count, rejected_difficulty, rejected_count, last_share_at)
      select m.id, ${seconds}, t, random() * 1e9, 100, random() * 1e7, 1, t
      from miners m, generate_series(1, ${count}) i,
        lateral (select to_timestamp(floor(extract(epoch from ${now}::timestamptz - interval '5 minutes')
          / ${seconds}) * ${seconds} - i * ${seconds}) as t) b
      where m.account_name like 'bench%'`);
  }
  await db.execute(sql`analyze`);
  return poolId;
}

function report(label: string, times: number[], total: number) {
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(2);
  const rps = ((times.length / total) * 1000).toFixed(0);
  console.log(`  ${label.padEnd(46)} ${rps.padStart(6)} req/s  p50 ${pct(0.5)} ms  p99 ${pct(0.99)} ms`);
}

async function run(name: string, database: Database) {
  await prepareDatabase(database, { demo: true });
  const t0 = performance.now();
  const poolId = await seed(database);
  console.log(`${name}: seeded 5,000 miners, 100,000 workers in ${(performance.now() - t0).toFixed(0)} ms`);
  const clock = new TestClock(now);
  const config = benchConfig();
  const app = await buildApp({ config, db: database.db, clock, rateLimitMax: N * 100 });
  await app.ready();
  const t1 = performance.now();
  const job = await refreshMinerFigures(database.db, clock);
  console.log(`  refresh job (every miner_figures row): ${(performance.now() - t1).toFixed(0)} ms`, job);
  const headers = tokenHeaders(await sessionFor(database.db, clock, "pool@pithead.test"));
  const base = `/api/backend/v0.1/pools/${poolId}`;
  for (const url of [
    base, // the baseline: session, access check and one small query
    `${base}/miners?sort_by=hash_rate_15m&order=desc`,
    `${base}/miners?sort_by=hash_rate_24h&order=asc&page=40&status=active`,
    `${base}/miners?name=bench12&sort_by=hash_rate_1h&order=desc`,
    `${base}/miners/statuses`,
    `${base}/stats`,
  ]) {
    for (let i = 0; i < 30; i++) await app.inject({ url, headers }); // warm-up
    const times: number[] = [];
    const start = performance.now();
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      const res = await app.inject({ url, headers });
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    }
    report(url.slice(base.length) || "/", times, performance.now() - start);
  }
  clock.advance(60_000); // the window end moves: the first read refreshes the pool's rows itself
  const t2 = performance.now();
  await app.inject({ url: `${base}/miners?sort_by=hash_rate_15m&order=desc`, headers });
  console.log(
    `  first read after the window end moved (refresh on read): ${(performance.now() - t2).toFixed(0)} ms`,
  );
  await app.close();
}

async function main() {
  const { database, label, done } = await openBenchDatabase("bench_miners");
  try {
    await run(label, database);
  } finally {
    await database.close();
    await done();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
