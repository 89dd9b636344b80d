/**
 * Worker lists sorted by name at pool size (issue 41 item 11: natural order through the name indexes): the read
 * bench's shape (read-data.ts: 5,000 miners, 100,000 workers named rig0..rig99999, bench5000 holding 10,000),
 * its worker figures snapshot made by the minute job, then EXPLAIN (ANALYZE, BUFFERS) of the name-sorted page
 * of the 10,000-worker miner and of the pool (pages 1 and 50 of 100 rows, best of 5) and the HTTP page times
 * (the first answer, then kept ones). Lighter than figures.ts: no rollups (every figure is zero).
 * Run: `npx tsx bench/worker-names.ts` (BENCH_LAST_SHARE=0 leaves out the last-share sort, for code before it).
 */
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { TestClock } from "../src/clock";
import { prepareDatabase } from "../src/db/prepare";
import { pools } from "../src/db/schema";
import { refreshWorkerFigures } from "../src/jobs/worker-figures-refresh";
import { benchConfig } from "./bench-config";
import { openBenchDatabase } from "./bench-database";

type Plan = Record<string, unknown>;
/** A plan's node types, outermost first (a Sort among them: the rows were sorted on read). */
const nodesOf = (plan: Plan): string =>
  [
    String(plan["Node Type"]),
    ...((plan.Plans as Plan[] | undefined) ?? []).map((c) => `(${nodesOf(c)})`),
  ].join(" > ");

async function main() {
  const { database, label, done } = await openBenchDatabase("bench_names", { durable: false });
  const db = database.db;
  await prepareDatabase(database, { demo: false });
  const [p] = await db.select({ id: pools.id }).from(pools).limit(1);
  const poolId = p?.id ?? "";
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
  const clock = new TestClock(now.toISOString());
  let t = performance.now();
  await db.execute(
    sql.raw(`insert into miners (pool_id, account_name, title)
      select '${poolId}', 'bench' || g, 'Bench miner ' || g from generate_series(1, 5000) g`),
  );
  await db.execute(
    sql.raw(`insert into workers (miner_id, name, behaviour, first_seen, last_share_at, status, status_changed_at)
      select m.id, 'rig' || w, case when w % 50 = 0 then 'boundary' else 'hardware' end, now() - interval '30 days',
        now() - (w % 600) * interval '1 second', 'stable', now() - interval '30 days'
      from generate_series(0, 99999) w
      join miners m on m.account_name = 'bench' || case when w < 10000 then 5000 else 1 + w % 4999 end`),
  );
  await refreshWorkerFigures(db, clock);
  await db.execute(sql`vacuum analyze`);
  console.log(`${label}: generated and snapshotted in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  const big = (
    (await db.execute(sql`select id from miners where account_name = 'bench5000'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows[0]?.id;

  const explain = async (name: string, query: string) => {
    let best: { ms: number; buffers: number; nodes: string } | null = null;
    for (let i = 0; i < 5; i++) {
      const r = (await db.execute(
        sql.raw(`explain (analyze, buffers, format json) ${query}`),
      )) as unknown as {
        rows: { "QUERY PLAN": [{ Plan: Plan; "Execution Time": number }] }[];
      };
      const plan = r.rows[0]?.["QUERY PLAN"][0];
      const top = plan?.Plan ?? {};
      const x = {
        ms: Number(plan?.["Execution Time"] ?? 0),
        buffers: Number(top["Shared Hit Blocks"] ?? 0) + Number(top["Shared Read Blocks"] ?? 0),
        nodes: nodesOf(top),
      };
      if (!best || x.ms < best.ms) best = x;
    }
    console.log(`  EXPLAIN ${name}: ${best?.buffers} buffers, ${best?.ms.toFixed(2)} ms (${best?.nodes})`);
  };
  const minerRows = `f.miner_id = '${big}' and f.behaviour = 'hardware' and f.status <> 'removed'`;
  const poolRows = `f.pool_id = '${poolId}' and f.behaviour = 'hardware' and f.status <> 'removed'`;
  for (const [page, offset] of [
    [1, 0],
    [50, 4_900],
  ] as const) {
    for (const [owner, where] of [
      ["bench5000 (10,000)", minerRows],
      ["the pool (98,000)", poolRows],
    ] as const) {
      await explain(
        `${owner} by name, page ${page}`,
        `select f.worker_id, f.name from worker_figures f where ${where} order by f.name, f.worker_id limit 100 offset ${offset}`,
      );
    }
  }
  if (process.env.BENCH_LAST_SHARE !== "0") {
    await explain(
      "bench5000 (10,000) by last share desc, page 1 (sorted on read)",
      `select f.worker_id from (select l.*, w.last_share_at from worker_figures l join workers w on w.id = l.worker_id) f where ${minerRows} order by f.last_share_at desc, f.name desc, f.worker_id desc limit 100`,
    );
  }
  const first = (await db.execute(
    sql.raw(`select name from worker_figures f where ${minerRows} order by f.name, f.worker_id limit 12`),
  )) as unknown as { rows: { name: string }[] };
  console.log(`  bench5000's first names: ${first.rows.map((r) => r.name).join(", ")}`);

  const app = await buildApp({ config: benchConfig(), db, clock, rateLimitMax: 1e9 });
  const { poolOwnerHeaders } = await import("./pool-owner");
  const headers = await poolOwnerHeaders(db, clock, poolId, "bench-staff@pithead.test");
  const api = "/api/backend/v0.1";
  const timed = async (name: string, url: string, n = 100) => {
    t = performance.now();
    const res = await app.inject({ url, headers });
    const firstMs = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      t = performance.now();
      await app.inject({ url, headers });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const q = (x: number) => times[Math.min(times.length - 1, Math.floor(x * times.length))]?.toFixed(1);
    console.log(`  ${name}: first ${firstMs.toFixed(1)} ms, then p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`);
  };
  const sorts = ["sort_by=worker_name&page=1", "sort_by=worker_name&page=50"];
  if (process.env.BENCH_LAST_SHARE !== "0") sorts.push("sort_by=last_share_at&order=desc&page=1");
  for (const s of sorts) {
    await timed(`miners/{bench5000}/workers?${s}`, `${api}/miners/${big}/workers?${s}&per_page=100`);
    await timed(`pools/{id}/workers?${s}`, `${api}/pools/${poolId}/workers?${s}&per_page=100`);
  }
  await app.close();
  await done();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
