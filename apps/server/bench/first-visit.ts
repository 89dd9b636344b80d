/**
 * `npm run bench` (first visits, issue 42): the real browser (chromium, CHROMIUM_PATH or /usr/bin/chromium) on the
 * server as `npm start` runs it (`node dist/server.js`, demo data, the embedded PostgreSQL in a fresh DATA_DIR),
 * once it is ready (`/readyz`: the demo's start-up work done). Per page (`/auth/login`, `/auth/registration`, a
 * miner's dashboard, settings), with a cold cache each time: the time from navigation to the page's first data
 * on screen (target 1.5 s on an idle machine) and the bytes transferred; for the dashboard, all its JavaScript as
 * sent (target 150 kB compressed). The measurement: apps/web/build/first-visit.ts.
 * Knobs: BENCH_WEB_DIST=<folder> serves an existing build (else the SPA is built into a temp folder),
 * BENCH_FIRST_VISIT_RUNS (default 3, the median is shown), BENCH_WATERFALL=1 lists every request of each page.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../src/lib/free-port";

const root = join(import.meta.dirname, "../../..");
const serverDir = join(import.meta.dirname, "..");
const given = process.env.BENCH_WEB_DIST || undefined;
const dist = given ?? mkdtempSync(join(tmpdir(), "pithead-bench-visit-web-"));
const dataDir = mkdtempSync(join(tmpdir(), "pithead-bench-visit-data-"));
chmodSync(dataDir, 0o755); // as root, the database runs as `postgres`, which must pass through
const runs = process.env.BENCH_FIRST_VISIT_RUNS ?? "3";

async function waitReady(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server was not ready within 5 minutes");
}

let child: ChildProcess | undefined;
try {
  if (!given) {
    console.log("\nfirst visits: building the SPA");
    const build = spawnSync(
      "npm",
      ["run", "build", "-w", "apps/web", "--", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"],
      { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (build.status !== 0) throw new Error(`the web build failed (${build.status})`);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["--enable-source-maps", "dist/server.js"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: "1",
      LOG_LEVEL: "warn",
      WEB_DIST: dist,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  console.log("first visits: starting the server (demo data) and waiting for /readyz");
  await waitReady(base, child);
  const measured = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      join(root, "apps/web/build/first-visit.ts"),
      base,
      `--runs=${runs}`,
      ...(process.env.BENCH_WATERFALL === "1" ? ["--waterfall"] : []),
    ],
    { cwd: join(root, "apps/web"), stdio: ["ignore", "inherit", "inherit"] },
  );
  if (measured.status !== 0) throw new Error(`the first-visit measurement failed (${measured.status})`);
} finally {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child?.once("exit", done));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (!given) rmSync(dist, { recursive: true, force: true });
}
