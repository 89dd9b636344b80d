/**
 * The figures snapshots at pool size (issue 18): the worker_figures refresh job, a 10,000-worker miner's workers
 * page and pools/{id}/stats (and the miner_figures job beside it), on the read bench's pool (read-data.ts: 5,000 miners, 100,000 workers), with worker
 * rollups for every worker's windows and miner rollups summed from them (so they agree, as ingest makes them).
 * Every statement over 5 ms is explained by auto_explain (ANALYZE, BUFFERS) and summed per step: statements,
 * rows, shared buffers (hit + read), ms, with the longest time the step held this process's event loop.
 * Run: `npx tsx bench/figures.ts` (BENCH_STEPS=<regex> picks steps: job, explain, page, stats; BENCH_MINUTES
 * job minutes after the first run, default 6; BENCH_EXPLAIN=0 without auto_explain, whose plans this process
 * parses: then the event loop figure is the app's own).
 */
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { TestClock } from "../src/clock";
import { prepareDatabase } from "../src/db/prepare";
import { pools } from "../src/db/schema";
import { refreshMinerFigures } from "../src/jobs/miner-figures-refresh";
import { refreshWorkerFigures } from "../src/jobs/worker-figures-refresh";
import { benchConfig } from "./bench-config";
import { openBenchDatabase } from "./bench-database";
import { fourHourSums, generateReadData, minersAsTheirWorkers, rollupInsert } from "./read-data";

type Plan = { ms: number; rows: number; buffers: number; statements: number };
let current: Plan | null = null;
const plans: string[] = [];

function heard(message: string) {
  if (!current || !message.includes("duration:")) return;
  const json = message.slice(message.indexOf("{"));
  try {
    const plan = JSON.parse(json) as { Plan: Record<string, number> };
    const p = plan.Plan;
    current.statements += 1;
    current.rows += Number(p["Actual Rows"] ?? 0);
    current.buffers += Number(p["Shared Hit Blocks"] ?? 0) + Number(p["Shared Read Blocks"] ?? 0);
    current.ms += Number(/duration: ([\d.]+) ms/.exec(message)?.[1] ?? 0);
    if (process.env.BENCH_PLANS) plans.push(json);
  } catch {
    // not a plan
  }
}

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  current = { ms: 0, rows: 0, buffers: 0, statements: 0 };
  // The longest time the step held this process's event loop (requests beside a job wait that long).
  const held = monitorEventLoopDelay({ resolution: 1 });
  held.enable();
  let gcMax = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMax = Math.max(gcMax, e.duration);
  });
  gc.observe({ entryTypes: ["gc"] });
  const t = performance.now();
  const value = await work();
  const wall = performance.now() - t;
  held.disable();
  gc.disconnect();
  const p = current;
  current = null;
  console.log(
    `${label}: wall ${wall.toFixed(0)} ms; explained ${p.statements} statements, ${p.rows.toLocaleString("en-US")} rows (top nodes), ${p.buffers.toLocaleString("en-US")} shared buffers, ${p.ms.toFixed(0)} ms; event loop held up to ${(held.max / 1e6).toFixed(1)} ms (longest GC pause ${gcMax.toFixed(1)} ms)`,
  );
  return value;
}

/** A plan's node types, outermost first: `Limit > Index Scan` (a Sort among them: sorted on read). */
function nodesOf(plan: Record<string, unknown>): string {
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [String(plan["Node Type"]), ...children.map((c) => `(${nodesOf(c)})`)].join(" > ");
}

async function main() {
  const only = new RegExp(process.env.BENCH_STEPS ?? ".");
  const { database, done } = await openBenchDatabase("bench_figures", { durable: false });
  const db = database.db;
  const settings = [
    "load 'auto_explain'",
    "set auto_explain.log_min_duration = '5ms'",
    "set auto_explain.log_analyze = on",
    "set auto_explain.log_buffers = on",
    "set auto_explain.log_timing = off",
    "set auto_explain.log_format = json",
    "set auto_explain.log_level = notice",
    "set auto_explain.log_nested_statements = on",
  ].join("; ");
  type PgClient = {
    query: (q: string) => Promise<unknown>;
    on: (e: string, f: (n: { message: string }) => void) => void;
  };
  const pgPool = (db as unknown as { $client: { on: (e: string, f: (c: PgClient) => void) => void } })
    .$client;
  // BENCH_EXPLAIN=0: no plans (parsing them takes this process's time: "event loop held" is then the app's own).
  pgPool.on("connect", (c) => {
    if (process.env.BENCH_EXPLAIN === "0") return;
    void c.query(settings);
    c.on("notice", (n) => heard(n.message));
  });
  await prepareDatabase(database, { demo: false });
  const [p] = await db.select({ id: pools.id }).from(pools).limit(1);
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
  const clock = new TestClock(now.toISOString());
  let t = performance.now();
  const data = await generateReadData(db, p?.id ?? "", now, false);
  // Every worker's windows (as read-data's full run), and the miner rollups of those sizes summed from them.
  await db.execute(sql`delete from worker_rollups`);
  const active = "select id, 1e13 as rate from workers where status <> 'off'";
  for (const [seconds, count] of [
    [60, 20],
    [300, 14],
    [1200, 74],
  ] as const) {
    await db.execute(rollupInsert("worker_rollups", "worker_id", active, { seconds, count }, now));
  }
  await db.execute(fourHourSums("worker_rollups", "worker_id"));
  for (const statement of minersAsTheirWorkers([60, 300, 1200])) await db.execute(statement);
  await db.execute(sql`vacuum analyze`);
  console.log(`generated in ${((performance.now() - t) / 1000).toFixed(0)} s`);

  /** A new minute of shares for every active worker and its miner (what ingest + compaction leave). */
  const nextMinute = async () => {
    clock.advance(60_000);
    const start = new Date(Math.floor(clock.now().getTime() / 60_000) * 60_000 - 60_000).toISOString();
    await db.execute(
      sql.raw(`insert into worker_rollups (worker_id, bucket_seconds, bucket_start, accepted_difficulty,
        accepted_count, rejected_difficulty, rejected_count, last_share_at)
      select w.id, 60, '${start}', 1e13 * 60 / 4294967296.0, 30, 0, 0, '${start}'
      from workers w where w.status <> 'off' on conflict do nothing`),
    );
    await db.execute(
      sql.raw(`insert into miner_rollups (miner_id, bucket_seconds, bucket_start, accepted_difficulty,
        accepted_count, rejected_difficulty, rejected_count, last_share_at)
      select w.miner_id, 60, '${start}', sum(1e13 * 60 / 4294967296.0), sum(30), 0, 0, '${start}'
      from workers w where w.status <> 'off' group by w.miner_id on conflict do nothing`),
    );
  };

  if (only.test("job")) {
    await step("worker-figures job, first run (empty snapshot)", () => refreshWorkerFigures(db, clock));
    await step("miner-figures job, first run", () => refreshMinerFigures(db, clock));
    for (let i = 1; i <= Number(process.env.BENCH_MINUTES ?? 6); i++) {
      await nextMinute();
      const minute = clock.now().toISOString().slice(11, 16);
      await step(`worker-figures job, minute +${i} (${minute})`, () => refreshWorkerFigures(db, clock));
      await step(`miner-figures job, minute +${i} (${minute})`, () => refreshMinerFigures(db, clock));
    }
  }

  const config = benchConfig();
  const app = await buildApp({ config, db, clock, rateLimitMax: 1e9 });
  const { poolOwnerHeaders } = await import("./pool-owner");
  const headers = await poolOwnerHeaders(db, clock, data.poolId, "bench-staff@pithead.test");
  const timed = async (label: string, url: string, n = 200) => {
    await app.inject({ url, headers });
    const times: number[] = [];
    await step(`${label} x${n}`, async () => {
      for (let i = 0; i < n; i++) {
        t = performance.now();
        const res = await app.inject({ url, headers });
        times.push(performance.now() - t);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      }
    });
    times.sort((a, b) => a - b);
    const q = (x: number) => times[Math.min(times.length - 1, Math.floor(x * times.length))]?.toFixed(1);
    console.log(`  ${label}: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`);
  };
  const api = "/api/backend/v0.1";
  /** One statement's EXPLAIN (ANALYZE, BUFFERS): its rows, shared buffers and execution time (best of 5). */
  const explain = async (label: string, query: string) => {
    let best: { ms: number; rows: number; buffers: number; nodes: string } | null = null;
    for (let i = 0; i < 5; i++) {
      const r = (await db.execute(
        sql.raw(`explain (analyze, buffers, format json) ${query}`),
      )) as unknown as {
        rows: { "QUERY PLAN": [{ Plan: Record<string, number>; "Execution Time": number }] }[];
      };
      const plan = r.rows[0]?.["QUERY PLAN"][0];
      const p = plan?.Plan ?? {};
      const x = {
        ms: Number(plan?.["Execution Time"] ?? 0),
        rows: Number(p["Actual Rows"] ?? 0),
        buffers: Number(p["Shared Hit Blocks"] ?? 0) + Number(p["Shared Read Blocks"] ?? 0),
        nodes: nodesOf(p),
      };
      if (!best || x.ms < best.ms) best = x;
    }
    console.log(
      `  EXPLAIN ${label}: ${best?.buffers} buffers, ${best?.rows} rows, ${best?.ms.toFixed(2)} ms (${best?.nodes})`,
    );
  };
  const big = data.bigMinerId;
  const scope = (col: string, id: string) => `m.deleted_at is null and m.${col} = '${id}'`;
  const asOf = new Date(Math.floor((clock.now().getTime() - 300_000) / 60_000) * 60_000).toISOString();
  // The miner snapshot for the stats steps (its job), as the minute schedule leaves it.
  await refreshMinerFigures(db, clock);
  if (only.test("explain")) {
    console.log("old statements (before) and new ones (after), same data:");
    await explain(
      "before: workers count(*) of bench5000",
      `select count(*)::int from worker_figures f where f.miner_id = '${big}' and f.behaviour = 'hardware' and f.status <> 'removed'`,
    );
    await explain(
      "after: workers count from the mark of bench5000",
      `select sum(k.hardware_stable + k.hardware_unavailable + k.hardware_off) from worker_figure_marks k where k.miner_id = '${big}'`,
    );
    await explain(
      "before: pool workers count(*)",
      `select count(*)::int from worker_figures f where f.pool_id = '${data.poolId}' and f.behaviour = 'hardware' and f.status <> 'removed'`,
    );
    await explain(
      "after: pool workers count from marks",
      `select sum(k.hardware_stable + k.hardware_unavailable + k.hardware_off) from worker_figure_marks k where k.pool_id = '${data.poolId}'`,
    );
    await explain(
      "both: staleMiners(bench5000) (the per-request freshness check, counts workers)",
      `select m.id from miners m left join worker_figure_marks k on k.miner_id = m.id where m.id = '${big}' and (k.miner_id is null or k.as_of <> '${asOf}' or k.pool_id <> m.pool_id or k.operator_id is distinct from m.operator_id or k.workers <> (select count(*) from workers wk where wk.miner_id = m.id))`,
    );
    // No index holds a figure (HOT updates, migration 0030): a list sorted by one sorts the owner's rows,
    // once per window end (the service keeps the page).
    const listed = `f.miner_id = '${big}' and f.behaviour = 'hardware' and f.status <> 'removed'`;
    await explain(
      "bench5000's first page by hash_rate_1h (sorted on read)",
      `select f.worker_id, f.hash_rate_1h from worker_figures f where ${listed} order by f.hash_rate_1h desc, f.name desc, f.worker_id desc limit 100`,
    );
    await explain(
      "bench5000's first page by hash_rate_15m (sorted on read)",
      `select f.worker_id, f.hash_rate_15m from worker_figures_15m f where ${listed} order by f.hash_rate_15m desc, f.name desc, f.worker_id desc limit 100`,
    );
    // Names sort naturally (issue 41 item 11: digit runs by value) through the partial name indexes.
    const byName = "order by f.name, f.worker_id limit 100";
    for (const [label, offset] of [
      ["page 1", 0],
      ["page 50", 4_900],
    ] as const) {
      await explain(
        `bench5000's ${label} by name`,
        `select f.worker_id, f.name from worker_figures f where ${listed} ${byName} offset ${offset}`,
      );
      await explain(
        `the pool's ${label} by name`,
        `select f.worker_id, f.name from worker_figures f where f.pool_id = '${data.poolId}' and f.status <> 'removed' and f.behaviour = 'hardware' ${byName} offset ${offset}`,
      );
    }
    if (process.env.BENCH_LAST_SHARE !== "0") {
      await explain(
        "bench5000's first page by last share (sorted on read)",
        `select f.worker_id from worker_figures f join workers wk on wk.id = f.worker_id where ${listed} order by wk.last_share_at desc, f.name desc, f.worker_id desc limit 100`,
      );
    }
    // miner_figures has a row per (window end, miner): each read joins its end's rows.
    const stale =
      "(f.miner_id is null or f.pool_id <> m.pool_id or f.operator_id is distinct from m.operator_id)";
    const rowFor = `miner_figures f on f.miner_id = m.id and f.as_of = '${asOf}'`;
    await explain(
      "pool stats figuresState (miners, staleness)",
      `select coalesce(bool_or(${stale}), false), count(*)::int from miners m left join ${rowFor} where ${scope("pool_id", data.poolId)}`,
    );
    await explain(
      "pool stats workers by status (the marks, as every screen counts them)",
      `select sum(k.hardware_stable), sum(k.hardware_unavailable), sum(k.hardware_off), sum(k.hardware_removed) from worker_figure_marks k where k.pool_id = '${data.poolId}'`,
    );
  }
  if (only.test("page")) {
    await timed(
      "miners/{bench5000}/workers by hash_rate_1h desc",
      `${api}/miners/${data.bigMinerId}/workers?sort_by=hash_rate_1h&order=desc&per_page=50`,
    );
    await timed("miners/{bench5000}/workers/statuses", `${api}/miners/${data.bigMinerId}/workers/statuses`);
    for (const page of [1, 50]) {
      await timed(
        `miners/{bench5000}/workers by name, p.${page}`,
        `${api}/miners/${data.bigMinerId}/workers?sort_by=worker_name&page=${page}&per_page=100`,
      );
      await timed(
        `pools/{id}/workers by name, p.${page}`,
        `${api}/pools/${data.poolId}/workers?sort_by=worker_name&page=${page}&per_page=100`,
      );
    }
    if (process.env.BENCH_LAST_SHARE !== "0") {
      await timed(
        "miners/{bench5000}/workers by last share desc",
        `${api}/miners/${data.bigMinerId}/workers?sort_by=last_share_at&order=desc&per_page=100`,
      );
    }
    await timed(
      "pools/{id}/workers by hash_rate_1h desc",
      `${api}/pools/${data.poolId}/workers?sort_by=hash_rate_1h&order=desc&per_page=50`,
      50,
    );
  }
  if (only.test("stats")) {
    await timed("pools/{id}/stats", `${api}/pools/${data.poolId}/stats`);
    await timed("operators/{id}/stats", `${api}/operators/${data.operatorId}/stats`);
    await timed("miners/stats (bench5000)", `${api}/miners/stats?id[]=${data.bigMinerId}`);
  }
  if (process.env.BENCH_PLANS) console.log(plans.join("\n"));
  await app.close();
  await done();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
