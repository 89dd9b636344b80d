/**
 * `npm run bench` (third part): the read endpoints on a generated pool of 100,000 workers and 5,000 miners with
 * 7 days of history (see read-data.ts for what is generated), on a throw-away embedded PostgreSQL 17, or on
 * DATABASE_URL's server (a fresh database is created on it and dropped). The app listens on 127.0.0.1 and a real
 * HTTP load generator (autocannon, in its own process) keeps 32 keep-alive clients busy per endpoint, as the pool's
 * staff user (every access check runs per request). Prints figures only.
 * BENCH_SECONDS (default 5) per endpoint; BENCH_ONLY=<regex> picks endpoints by name; BENCH_FULL=1 or 0 generates
 * the whole miner history or the recent part (default: whole).
 */
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app";
import { systemClock } from "../src/clock";
import { loadConfig } from "../src/config";
import { prepareDatabase } from "../src/db/prepare";
import { permissions, pools, users } from "../src/db/schema";
import { sessionFor, tokenHeaders } from "../test/product-session";
import { openBenchDatabase } from "./bench-database";
import { httpLoad } from "./http-load";
import { generateReadData } from "./read-data";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const api = "/api/backend/v0.1";

async function main() {
  const { database, label, done } = await openBenchDatabase("bench_reads");
  const db = database.db;
  await prepareDatabase(database, { demo: false });
  const [pool] = await db.select({ id: pools.id }).from(pools).limit(1);
  const full = process.env.BENCH_FULL !== "0";
  const now = systemClock.now();
  const t = performance.now();
  const data = await generateReadData(db, pool?.id ?? "", now, full);
  const generated = Object.entries(data.rows).map(([table, n]) => `${table} ${n.toLocaleString("en-US")}`);
  console.log(
    `\nreads on ${label}: generated in ${((performance.now() - t) / 1000).toFixed(0)} s: ${generated.join(", ")}`,
  );

  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DEMO: undefined,
    INGEST_TOKEN: "bench-ingest-token-0123456789",
  });
  const app = await buildApp({ config, db, clock: systemClock, rateLimitMax: 1e9 });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  const session = await sessionFor(db, systemClock, "bench-staff@pithead.test");
  const headers = tokenHeaders(session);
  await app.inject({ url: `${api}/identity`, headers }); // the first product call makes the user
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.identityId, session.identityId));
  await db
    .insert(permissions)
    .values({ userId: user?.id ?? "", type: "pool", poolId: data.poolId, role: "owner" });

  const pick = (list: string[], i: number) => list[(i * 7919) % list.length] ?? "";
  const endpoints: [string, (i: number) => string][] = [
    ["miners/stats (one of 5,000 miners)", (i) => `miners/stats?id[]=${pick(data.minerIds, i)}`],
    ["workers/stats (one worker)", (i) => `workers/stats?id[]=${pick(data.workerIds, i)}`],
    ...(["PT15M", "PT1H", "P1D", "P1W"] as const).map((p): [string, (i: number) => string] => [
      `pools/{id}/charts?period=${p}`,
      () => `pools/${data.poolId}/charts?period=${p}`,
    ]),
    ["operators/{id}/charts?period=P1D", () => `operators/${data.operatorId}/charts?period=P1D`],
    [
      "miners/charts?period=PT1H (one of 5,000 miners)",
      (i) => `miners/charts?id[]=${pick(data.minerIds, i)}&period=PT1H`,
    ],
    [
      "miners/charts?period=P1D (one of 5,000 miners)",
      (i) => `miners/charts?id[]=${pick(data.minerIds, i)}&period=P1D`,
    ],
    ["pools/{id} (pool view with stats)", () => `pools/${data.poolId}`],
    ["pools/{id}/stats", () => `pools/${data.poolId}/stats`],
    [
      "pools/{id}/miners (5,000, by hash_rate_15m desc)",
      () => `pools/${data.poolId}/miners?sort_by=hash_rate_15m&order=desc`,
    ],
    [
      "pools/{id}/workers (100,000, by hash_rate_15m desc)",
      () => `pools/${data.poolId}/workers?sort_by=hash_rate_15m&order=desc&per_page=100`,
    ],
    [
      "miners/{id}/workers (10,000, by hash_rate_1h desc)",
      () => `miners/${data.bigMinerId}/workers?sort_by=hash_rate_1h&order=desc&per_page=100`,
    ],
    [
      "miners/{id}/workers (10,000, by name, page 50)",
      () => `miners/${data.bigMinerId}/workers?sort_by=worker_name&page=50&per_page=100`,
    ],
  ];
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  for (const [name, path] of endpoints) {
    if (only && !only.test(name)) continue;
    // Warm the path's caches and snapshots first, as a running pool's would be.
    for (let i = 0; i < 20; i++) await app.inject({ url: `${api}/${path(i)}`, headers });
    const paths = Array.from({ length: 5000 }, (_, i) => `${api}/${path(i)}`);
    await httpLoad(baseUrl, name, paths, headers, { seconds });
  }
  await app.close();
  await database.close();
  await done();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
