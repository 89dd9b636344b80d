/**
 * `npm run bench` (second part): share ingest on in-memory PGlite, through the whole HTTP route (JSON, zod,
 * token, fold, upserts) and through the service alone, for two batch shapes of a 500-miner farm:
 *   A. 10,000 workers, 20,000 shares covering 10 s (2 shares per worker per batch: the worst case, about
 *      2.5 bucket rows written per share);
 *   B. 2,500 workers, 50,000 shares covering 60 s (20 shares per worker per batch);
 * against a naive path that stores each share on its own (one batch, one transaction, per share).
 * Prints figures only; the target is >= 200,000 shares/s for the batched path.
 */
import type { Share, ShareBatch } from "@pithead/contract";
import { buildApp } from "../src/app";
import { TestClock } from "../src/clock";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { miners, pools } from "../src/db/schema";
import { ingestRepository } from "../src/modules/telemetry/ingest/ingest.repository";
import { ingestService } from "../src/modules/telemetry/ingest/ingest.service";

const MINERS = 500;
const BATCHES = Number(process.env.BENCH_BATCHES ?? 5);
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

async function main() {
  const database = await openDatabase({ memory: true });
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
  console.log(`ingest on PGlite in memory, ${MINERS} miners`);
  console.log(
    `  naive, one share at a time            ${fmt(naiveRate).padStart(9)} shares/s  (${fmt(NAIVE)} shares)`,
  );

  let offset = 0;
  for (const shape of shapes) {
    const next = () => {
      offset += shape.spanMs;
      return start + offset;
    };
    await service.ingest(batchAt(shape, `warm-${shape.name}`, next(), shape.batch)); // creates the workers
    t = performance.now();
    for (let b = 0; b < BATCHES; b++)
      await service.ingest(batchAt(shape, `svc-${shape.name}${b}`, next(), shape.batch));
    const serviceRate = rate(shape.batch * BATCHES, performance.now() - t);
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
    const httpRate = rate(shape.batch * BATCHES, performance.now() - t);
    const workers = MINERS * shape.workersPerMiner;
    console.log(
      `  ${shape.name}: ${fmt(workers)} workers, batches of ${fmt(shape.batch)} shares over ${shape.spanMs / 1000} s`,
    );
    console.log(
      `     batched, HTTP route end to end     ${fmt(httpRate).padStart(9)} shares/s  (${(httpRate / naiveRate).toFixed(0)}x naive)`,
    );
    console.log(
      `     batched, service (fold + upserts)  ${fmt(serviceRate).padStart(9)} shares/s  (${(serviceRate / naiveRate).toFixed(0)}x naive)`,
    );
  }
  console.log("  target >= 200,000 shares/s for the batched path");
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
