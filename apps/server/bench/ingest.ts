/**
 * `npm run bench` (second part): share ingest through the whole HTTP route (JSON, zod, token, fold, writes)
 * and through the service alone, for two batch shapes of a 500-miner farm:
 *   A. 10,000 workers, 20,000 shares covering 10 s (2 shares per worker per batch: the worst case);
 *   B. 2,500 workers, 50,000 shares covering 60 s (20 shares per worker per batch);
 * against a naive path that stores each share on its own (one batch, one transaction, per share), in the
 * same run. Ingest stages the worker minutes; the compaction job (once a minute) folds them into the worker
 * buckets, so "with compaction" counts its time too (the sustained rate). Runs on a throw-away embedded
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
const BATCHES = Number(process.env.BENCH_BATCHES ?? 6);
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

const rate = (shares: number, ms: number) => (shares / ms) * 1000;
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const line = (label: string, r: number, naive: number, note = "") =>
  console.log(
    `     ${label.padEnd(34)} ${fmt(r).padStart(9)} shares/s  (${(r / naive).toFixed(0)}x naive)${note}`,
  );

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

  const naive = batchAt(shapes[0] as Shape, "naive", start, NAIVE).shares;
  let t = performance.now();
  for (let i = 0; i < naive.length; i++) {
    await service.ingest({ batch_id: `naive-${i}`, shares: [naive[i] as Share] });
  }
  const naiveRate = rate(NAIVE, performance.now() - t);
  await compactWorkerRollups(db, clock);
  console.log(`ingest on ${label}, ${MINERS} miners`);
  console.log(`     ${"naive, one share at a time".padEnd(34)} ${fmt(naiveRate).padStart(9)} shares/s`);

  let offset = 0;
  for (const shape of shapes) {
    const next = () => {
      offset += shape.spanMs;
      return start + offset;
    };
    await service.ingest(batchAt(shape, `warm-${shape.name}`, next(), shape.batch)); // creates the workers
    await compactWorkerRollups(db, clock);
    t = performance.now();
    for (let b = 0; b < BATCHES; b++)
      await service.ingest(batchAt(shape, `svc-${shape.name}${b}`, next(), shape.batch));
    const serviceMs = performance.now() - t;
    t = performance.now();
    const compaction = await compactWorkerRollups(db, clock);
    const compactMs = performance.now() - t;
    const bodies = Array.from({ length: BATCHES }, (_, b) =>
      JSON.stringify(batchAt(shape, `http-${shape.name}${b}`, next(), shape.batch)),
    );
    t = performance.now();
    for (const payload of bodies) {
      const res = await app.inject({
        method: "POST",
        url: "/api/ingest/v1/shares",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`ingest answered ${res.statusCode}: ${res.body}`);
    }
    const httpMs = performance.now() - t;
    await compactWorkerRollups(db, clock);
    const shares = shape.batch * BATCHES;
    console.log(
      `  ${shape.name}: ${fmt(MINERS * shape.workersPerMiner)} workers, ${BATCHES} batches of ${fmt(shape.batch)} shares over ${shape.spanMs / 1000} s`,
    );
    line("batched, HTTP route end to end", rate(shares, httpMs), naiveRate);
    line("batched, service (fold + writes)", rate(shares, serviceMs), naiveRate);
    line(
      "service + compaction job",
      rate(shares, serviceMs + compactMs),
      naiveRate,
      `  [compaction ${Math.round(compactMs)} ms: ${fmt(compaction.minutes)} worker minutes, rebuilt ${fmt(compaction.rebuilt[300])} / ${fmt(compaction.rebuilt[1200])} / ${fmt(compaction.rebuilt[14400])}]`,
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
  console.log("  target >= 200,000 shares/s for the batched path");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
