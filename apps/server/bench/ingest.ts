/**
 * `npm run bench` (second part): share ingest through the whole HTTP route (JSON, zod, token, fold, writes)
 * (the JSON share objects, and the same batches as columns, POST /api/ingest/v1/share-columns) and through the
 * service alone, for two batch shapes of a 500-miner farm:
 *   A. 10,000 workers, 20,000 shares covering 10 s (2 shares per worker per batch, 0.2 a second: the worst
 *      case for the per-worker-minute costs; at this density 200,000 shares/s would be a million workers);
 *   B. 2,500 workers, 50,000 shares covering 60 s (20 shares per worker per batch);
 * against a naive path that stores each share on its own (one batch, one transaction, per share), in the
 * same run. Ingest stages the worker minutes; the compaction job (once a minute) folds them into the worker
 * buckets, so the sustained rate runs it beside the HTTP batches and counts until every share is compacted;
 * the targets (issue 18) are >= 200,000 shares/s sustained and >= 20x the naive path. Runs on a throw-away embedded
 * PostgreSQL 17, or on DATABASE_URL's server (a fresh database, dropped afterwards).
 */
import type { Share, ShareBatch } from "@pithead/contract";
import { buildApp } from "../src/app";
import { TestClock } from "../src/clock";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { miners, pools } from "../src/db/schema";
import { ingestRepository } from "../src/modules/telemetry/ingest/ingest.repository";
import { ingestService } from "../src/modules/telemetry/ingest/ingest.service";
import { compactWorkerRollups } from "../src/modules/telemetry/rollups/compact-worker-rollups";
import { openBenchDatabase } from "./bench-database";

const MINERS = 500;
/**
 * Batches per measurement: 30 (1.5 million shares of shape B), so the sustained figure is the steady state;
 * with a few batches the last compaction, which no batch overlaps, is most of it.
 */
const BATCHES = Number(process.env.BENCH_BATCHES ?? 30);
const NAIVE = Number(process.env.BENCH_NAIVE ?? 1000);
type Shape = { name: string; workersPerMiner: number; batch: number; spanMs: number };
const shapes: Shape[] = [
  { name: "A", workersPerMiner: 20, batch: 20_000, spanMs: 10_000 },
  { name: "B", workersPerMiner: 5, batch: 50_000, spanMs: 60_000 },
];
const start = Date.parse("2026-03-02T10:00:00Z");

function batchAt(shape: Shape, id: string, t0: number, n: number): ShareBatch {
  const shares: Share[] = [];
  for (let i = 0; i < n; i++) {
    const w = i % (MINERS * shape.workersPerMiner);
    shares.push({
      account: `bench${Math.floor(w / shape.workersPerMiner)}`,
      worker: `${shape.name}rig${w % shape.workersPerMiner}`,
      difficulty: 65_536 * (1 + (i % 7)),
      accepted: i % 100 !== 0,
      ts: new Date(t0 + Math.floor((i * shape.spanMs) / n)).toISOString(),
      behaviour: "hardware",
    });
  }
  return { batch_id: id, shares };
}

const columnsUrl = "/api/ingest/v1/share-columns";
/** The same batch in the columnar format (contract share-columns.ts). */
function asColumns(batch: ShareBatch) {
  const workers: { account: string; worker: string }[] = [];
  const index = new Map<string, number>();
  const worker: number[] = [];
  for (const s of batch.shares) {
    const key = `${s.account}|${s.worker}`;
    let at = index.get(key);
    if (at === undefined) {
      at = workers.length;
      workers.push({ account: s.account, worker: s.worker });
      index.set(key, at);
    }
    worker.push(at);
  }
  return {
    batch_id: batch.batch_id,
    workers,
    worker,
    difficulty: batch.shares.map((s) => s.difficulty),
    accepted: batch.shares.map((s) => s.accepted),
    ts: batch.shares.map((s) => Date.parse(s.ts)),
  };
}

const rate = (shares: number, ms: number) => (shares / ms) * 1000;
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const targetRate = 200_000;
const targetRatio = 20;
const line = (label: string, r: number, naive: number, note = "") =>
  console.log(
    `     ${label.padEnd(40)} ${fmt(r).padStart(9)} shares/s  ${`(${(r / naive).toFixed(0)}x naive)`.padEnd(16)}${note}`,
  );
const targets = (r: number, naive: number) =>
  `  target >= ${fmt(targetRate)} shares/s ${r >= targetRate ? "met" : "MISSED"}, target >= ${targetRatio}x naive ${r / naive >= targetRatio ? "met" : "MISSED"}`;

async function benchOn(label: string, database: Database) {
  await prepareDatabase(database, { demo: false });
  const db = database.db;
  const [pool] = await db.select({ id: pools.id }).from(pools).limit(1);
  const names = Array.from({ length: MINERS }, (_, i) => `bench${i}`);
  await db
    .insert(miners)
    .values(names.map((accountName) => ({ poolId: pool?.id ?? "", accountName, title: accountName })));
  const clock = new TestClock(new Date(start + 24 * 3600_000));
  const service = ingestService({ repo: ingestRepository(db), clock });
  const token = "bench-ingest-token-0123456789";
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", INGEST_TOKEN: token });
  const app = await buildApp({ config, db, clock, rateLimitMax: 1_000_000 });
  await app.ready();
  const post = async (payload: string, url = "/api/ingest/v1/shares") => {
    const res = await app.inject({
      method: "POST",
      url,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`ingest answered ${res.statusCode}: ${res.body}`);
  };

  const naive = batchAt(shapes[0] as Shape, "naive", start, NAIVE).shares;
  let t = performance.now();
  for (let i = 0; i < naive.length; i++) {
    await service.ingest({ batch_id: `naive-${i}`, shares: [naive[i] as Share] });
  }
  const naiveRate = rate(NAIVE, performance.now() - t);
  await compactWorkerRollups(db, clock);
  console.log(`ingest on ${label}, ${MINERS} miners`);
  console.log(`     ${"naive, one share at a time".padEnd(40)} ${fmt(naiveRate).padStart(9)} shares/s`);

  let offset = 0;
  for (const shape of shapes) {
    const next = () => {
      offset += shape.spanMs;
      return start + offset;
    };
    const bodiesOf = (prefix: string) =>
      Array.from({ length: BATCHES }, (_, b) =>
        JSON.stringify(batchAt(shape, `${prefix}-${shape.name}${b}`, next(), shape.batch)),
      );
    const columnBodiesOf = (prefix: string) =>
      Array.from({ length: BATCHES }, (_, b) =>
        JSON.stringify(asColumns(batchAt(shape, `${prefix}-${shape.name}${b}`, next(), shape.batch))),
      );
    await service.ingest(batchAt(shape, `warm-${shape.name}`, next(), shape.batch)); // creates the workers
    await compactWorkerRollups(db, clock);
    t = performance.now();
    for (let b = 0; b < BATCHES; b++)
      await service.ingest(batchAt(shape, `svc-${shape.name}${b}`, next(), shape.batch));
    const serviceMs = performance.now() - t;
    t = performance.now();
    const compaction = await compactWorkerRollups(db, clock);
    const compactMs = performance.now() - t;
    // HTTP alone (its staged minutes compacted afterwards, untimed).
    let bodies = bodiesOf("http");
    t = performance.now();
    for (const payload of bodies) await post(payload);
    const httpMs = performance.now() - t;
    await compactWorkerRollups(db, clock);
    // The same batches as columns (POST /api/ingest/v1/share-columns).
    bodies = columnBodiesOf("columns");
    t = performance.now();
    for (const payload of bodies) await post(payload, columnsUrl);
    const columnsMs = performance.now() - t;
    await compactWorkerRollups(db, clock);
    // Sustained: HTTP while the compaction job runs beside it (started every 3 batches, as the minute job
    // would start while batches keep coming), timed until every share is compacted.
    const sustainedOf = async (payloads: string[], url?: string) => {
      const t0 = performance.now();
      let running: Promise<unknown> = Promise.resolve();
      for (let b = 0; b < payloads.length; b++) {
        await post(payloads[b] as string, url);
        if (b % 3 === 2) running = running.then(() => compactWorkerRollups(db, clock));
      }
      await running;
      await compactWorkerRollups(db, clock);
      return performance.now() - t0;
    };
    const sustainedMs = await sustainedOf(bodiesOf("sustained"));
    const sustainedColumnsMs = await sustainedOf(columnBodiesOf("sustained-columns"), columnsUrl);
    const shares = shape.batch * BATCHES;
    const sustained = rate(shares, sustainedMs);
    console.log(
      `  ${shape.name}: ${fmt(MINERS * shape.workersPerMiner)} workers, ${BATCHES} batches of ${fmt(shape.batch)} shares over ${shape.spanMs / 1000} s`,
    );
    const sustainedColumns = rate(shares, sustainedColumnsMs);
    line("HTTP + compaction job (sustained), JSON", sustained, naiveRate, targets(sustained, naiveRate));
    line(
      "HTTP + compaction (sustained), columns",
      sustainedColumns,
      naiveRate,
      targets(sustainedColumns, naiveRate),
    );
    line("HTTP route end to end, JSON shares", rate(shares, httpMs), naiveRate);
    line("HTTP route end to end, columns", rate(shares, columnsMs), naiveRate);
    line("service (fold + writes)", rate(shares, serviceMs), naiveRate);
    line(
      "service, then compaction job",
      rate(shares, serviceMs + compactMs),
      naiveRate,
      `[compaction ${Math.round(compactMs)} ms: ${fmt(compaction.minutes)} worker minutes, ${fmt(compaction.rebuilt[300])} / ${fmt(compaction.rebuilt[1200])} / ${fmt(compaction.rebuilt[14400])} coarser buckets]`,
    );
  }
  await app.close();
  await database.close();
}

async function main() {
  const { database, label, done } = await openBenchDatabase("bench_ingest");
  try {
    await benchOn(label, database);
  } finally {
    await done();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
