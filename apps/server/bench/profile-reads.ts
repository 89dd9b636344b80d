/**
 * `npx tsx bench/profile-reads.ts`: where the server's CPU goes on one read endpoint under load. Generates the
 * read bench's pool (BENCH_FULL=0 by default: the recent history, quick), listens, and profiles the server's
 * process with the V8 inspector while autocannon (its own process) keeps 32 clients busy for BENCH_SECONDS
 * (default 8) on BENCH_PATH (default: one miner's stats; `{miner}`, `{pool}` and `{big}` are replaced; `a|b` cycles through several). Prints the
 * top self-time functions (BENCH_AUTH_CACHE=0 profiles without the auth cache) and writes the .cpuprofile (open it in Chrome's DevTools) to the temp folder.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/app";
import { systemClock } from "../src/clock";
import { prepareDatabase } from "../src/db/prepare";
import { pools } from "../src/db/schema";
import { benchConfig } from "./bench-config";
import { openBenchDatabase } from "./bench-database";
import { type Profile, selfTimeByPackage, topSelfTime } from "./cpu-profile";
import { httpLoad } from "./http-load";
import { poolOwnerHeaders } from "./pool-owner";
import { generateReadData } from "./read-data";

async function main() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const template = process.env.BENCH_PATH ?? "miners/stats?id[]={miner}";
  const { database, done } = await openBenchDatabase("bench_profile", { durable: false });
  const db = database.db;
  await prepareDatabase(database, { demo: false });
  const [pool] = await db.select({ id: pools.id }).from(pools).limit(1);
  const data = await generateReadData(db, pool?.id ?? "", systemClock.now(), process.env.BENCH_FULL === "1");
  const config = benchConfig();
  // BENCH_AUTH_CACHE=0: every request asks the database who calls (the cost before the auth cache).
  const authCache = process.env.BENCH_AUTH_CACHE === "0" ? { ttlMs: 0 } : {};
  const app = await buildApp({ config, db, clock: systemClock, rateLimitMax: 1e9, authCache });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const headers = await poolOwnerHeaders(db, systemClock, data.poolId, "bench-profile@pithead.test");
  // Several endpoints: BENCH_PATH="a|b|c", cycled through per miner.
  const paths = data.minerIds
    .slice(0, 500)
    .flatMap((miner) =>
      template
        .split("|")
        .map(
          (one) =>
            `/api/backend/v0.1/${one.replace("{miner}", miner).replace("{pool}", data.poolId).replace("{big}", data.bigMinerId)}`,
        ),
    );
  // Warm up first (snapshots made, caches filled, code optimised), as a running server would be.
  for (const path of paths.slice(0, 20))
    await (await fetch(`http://127.0.0.1:${port}${path}`, { headers })).arrayBuffer();
  const inspector = new Session();
  inspector.connect();
  await inspector.post("Profiler.enable");
  await inspector.post("Profiler.setSamplingInterval", { interval: 200 });
  await inspector.post("Profiler.start");
  await httpLoad(`http://127.0.0.1:${port}`, template, paths, headers, { connections: 32, seconds });
  const { profile } = (await inspector.post("Profiler.stop")) as unknown as { profile: Profile };
  inspector.disconnect();
  const file = join(tmpdir(), `pithead-reads-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`\nself time by package (${template}):`);
  for (const line of selfTimeByPackage(profile)) console.log(line);
  console.log("\ntop functions by self time:");
  for (const line of topSelfTime(profile)) console.log(line);
  console.log(`\nprofile: ${file}`);
  await app.close();
  await database.close();
  await done();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
