/**
 * `npm run bench` (first part): a fresh database on a throw-away embedded PostgreSQL + migrations + demo seed,
 * the whole app, then N injected requests per endpoint. Prints figures only; there is no pass/fail.
 *
 * The RSS after the locale file's requests (about 600 MiB more) is the injection's, not the server's: a bare
 * Fastify route sending the same 78 kB Buffer keeps as much after 4,000 `inject` calls, with a full GC
 * (`--expose-gc`) before the reading. Measure the server's memory over HTTP, not here.
 */
import { buildApp } from "../src/app";
import { prepareDatabase } from "../src/db/prepare";
import { benchConfig } from "./bench-config";
import { openBenchDatabase } from "./bench-database";

const N = Number(process.env.BENCH_N ?? 2000);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function main() {
  const t0 = performance.now();
  const { database, label, done } = await openBenchDatabase("bench_run");
  await prepareDatabase(database, { demo: true });
  const config = benchConfig();
  const app = await buildApp({ config, db: database.db, rateLimitMax: N * 10 });
  await app.ready();
  const startupMs = performance.now() - t0;
  console.log(`startup (${label} + migrate + seed + app): ${startupMs.toFixed(0)} ms`);
  console.log(`RSS after startup: ${mib(process.memoryUsage().rss)} MiB`);

  for (const url of ["/api/backend/v0.1/pools/current", "/static/locales/en.json", "/healthz"]) {
    for (let i = 0; i < 50; i++) await app.inject(url); // warm-up
    const times: number[] = [];
    const start = performance.now();
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      const res = await app.inject(url);
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    }
    const total = performance.now() - start;
    times.sort((a, b) => a - b);
    const pct = (p: number) =>
      (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(2);
    console.log(
      `${url.padEnd(34)} ${N} req  ${((N / total) * 1000).toFixed(0).padStart(6)} req/s  ` +
        `p50 ${pct(0.5)} ms  p99 ${pct(0.99)} ms  RSS ${mib(process.memoryUsage().rss)} MiB`,
    );
  }
  await app.close();
  await database.close();
  await done();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
