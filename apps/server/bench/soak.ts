/**
 * `npm run bench` (last part): the soak. The real server (the bundle, as `npm start` runs it; one process, rate
 * limit raised) on a fresh database with 200 miners, under 64 keep-alive connections (autocannon, its own
 * process) of the miner dashboard's calls, share batches and writes (soak-worker.ts) for SOAK_SECONDS (default
 * 600), with its jobs running. Prints per minute: requests, req/s, errors (non-2xx answers, socket errors and
 * timeouts), p99 and the server's RSS; then the targets beside the figures: 0 errors, and RSS flat (every
 * minute after the warm-up within 10% of the RSS at its end; the warm-up is the first 2 minutes, the first one
 * on a run of 3 minutes or less). SOAK_CONNECTIONS sets the connections.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { systemClock } from "../src/clock";
import { prepareDatabase } from "../src/db/prepare";
import { pools, users } from "../src/db/schema";
import { openBenchDatabase } from "./bench-database";
import { startBenchServer } from "./http-load-server";
import { poolOwnerHeaders } from "./pool-owner";

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 64);
const minerCount = 200;

type Minute = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  batches: number;
};

/** One stretch of load in the worker process; its figures. */
async function loadFor(job: Record<string, unknown>): Promise<Minute> {
  const worker = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "soak-worker.ts")], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  worker.stdin.end(JSON.stringify(job));
  let out = "";
  worker.stdout.on("data", (chunk) => {
    out += String(chunk);
  });
  await new Promise((resolve) => worker.once("exit", resolve));
  return JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as Minute;
}

/** Resident set size of process `pid`, MiB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

async function main() {
  const { database, label, done } = await openBenchDatabase("bench_soak");
  const db = database.db;
  await prepareDatabase(database, { demo: false });
  const [pool] = await db.select({ id: pools.id }).from(pools).limit(1);
  const poolId = pool?.id ?? "";
  await db.execute(
    sql.raw(`insert into miners (pool_id, account_name, title)
      select '${poolId}', 'soak' || g, 'Soak miner ' || g from generate_series(1, ${minerCount}) g`),
  );
  const miners = (
    (await db.execute(sql`select id, account_name as name from miners order by account_name`)) as unknown as {
      rows: { id: string; name: string }[];
    }
  ).rows;
  const headers = await poolOwnerHeaders(db, systemClock, poolId, "soak-owner@pithead.test");
  const [owner] = await db
    .select({ identityId: users.identityId })
    .from(users)
    .where(sql`${users.email} = 'soak-owner@pithead.test'`);
  const databaseUrl = (db as unknown as { $client: { options: { connectionString: string } } }).$client
    .options.connectionString;
  const server = await startBenchServer(databaseUrl, 1);
  console.log(
    `\nsoak on ${label}: ${seconds} s at ${connections} connections against one server process ` +
      `(${minerCount} miners; 17 in 20 dashboard calls, 1 share batch, 2 writes)`,
  );
  console.log("minute  requests    req/s  errors  p50 ms  p99 ms  RSS MiB  batches");
  const minutes: (Minute & { rss: number })[] = [];
  try {
    for (let minute = 0, left = seconds; left > 0; minute++, left -= 60) {
      const stretch = Math.min(60, left);
      const figures = await loadFor({
        url: server.baseUrl,
        connections,
        seconds: stretch,
        headers,
        ingestToken: "bench-ingest-token-0123456789",
        identityId: owner?.identityId ?? "",
        miners,
        tag: `${Date.now().toString(36)}-${minute}`,
      });
      const rss = rssMb(server.pid);
      minutes.push({ ...figures, rss });
      console.log(
        `${String(minute + 1).padStart(6)} ${String(figures.requests).padStart(9)} ${figures.rps.toFixed(0).padStart(8)} ` +
          `${String(figures.non2xx + figures.errors).padStart(7)} ${figures.p50.toFixed(1).padStart(7)} ` +
          `${figures.p99.toFixed(1).padStart(7)} ${rss.toFixed(0).padStart(8)} ${String(figures.batches).padStart(8)}`,
      );
    }
  } finally {
    await server.stop();
  }
  const errors = minutes.reduce((sum, m) => sum + m.non2xx + m.errors, 0);
  const warmUp = minutes.length > 3 ? 2 : 1;
  const base = minutes[warmUp - 1]?.rss ?? 0;
  const after = minutes.slice(warmUp).map((m) => m.rss);
  const spread = after.length > 0 ? Math.max(...after.map((rss) => Math.abs(rss - base) / base)) : 0;
  const mark = (ok: boolean) => (ok ? "pass" : "MISS");
  console.log(
    `errors: ${errors} of ${minutes.reduce((sum, m) => sum + m.requests, 0)} requests ` +
      `(target 0) ${mark(errors === 0)}`,
  );
  console.log(
    `RSS after the warm-up (${warmUp} min, ${base.toFixed(0)} MiB at its end): ` +
      `${after.length > 0 ? `${Math.min(...after).toFixed(0)}-${Math.max(...after).toFixed(0)} MiB, at most ${(spread * 100).toFixed(1)}% off` : "no minute after it (run longer)"} ` +
      `(target within 10%) ${after.length > 0 ? mark(spread <= 0.1) : "n/a"}`,
  );
  console.log(`p99 per minute: ${minutes.map((m) => m.p99.toFixed(0)).join(", ")} ms`);
  await database.close();
  await done();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
