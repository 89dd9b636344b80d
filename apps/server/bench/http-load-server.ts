import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { freePort } from "../src/lib/free-port";

/**
 * The real server as `npm start` runs it (the bundle `dist/server.js`: `npm run bench` builds it first) as a
 * child process for a bench, on `databaseUrl`, in production mode without demo data, with WEB_CONCURRENCY
 * `processes` (1: one process; more: the node:cluster primary and its workers). Resolves once `/readyz` answers 200.
 * Its log (errors only; BENCH_LOG_LEVEL sets another level) goes to this process's output.
 */
export async function startBenchServer(databaseUrl: string, processes: number) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--enable-source-maps",
      // BENCH_CPU_PROF=<dir>: each server process writes a V8 CPU profile there when it stops.
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      // BENCH_NODE_ARGS="--flag ...": more node options for the server processes (a tuning to compare).
      ...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      join(import.meta.dirname, "../dist/server.js"),
    ],
    {
      cwd: join(import.meta.dirname, ".."),
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        DEMO: "0",
        HOST: "127.0.0.1",
        PORT: String(port),
        WEB_CONCURRENCY: String(processes),
        // BENCH_LOG_LEVEL=debug shows each job run (name, outcome) beside the figures.
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "error",
        INGEST_TOKEN: "bench-ingest-token-0123456789",
        RATE_LIMIT_PER_MINUTE: "1000000",
        // Nothing leaves the machine: the exchange-rate job's upstream refuses at once.
        RATES_UPSTREAM_URL: "http://127.0.0.1:9/api/v3/simple/price",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bench server exited (${child.exitCode})`);
    const status = await fetch(`${baseUrl}/readyz`)
      .then((res) => res.status)
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error("the bench server never became ready");
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    baseUrl,
    /** The server's process id (with WEB_CONCURRENCY above 1, the cluster primary's). */
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
