/**
 * `npm run bench` (start-up): the real server as `npm start` runs it (`node dist/server.js`, the bundle `npm ci`
 * built; demo on, the embedded PostgreSQL) in a fresh DATA_DIR, then again on the same, warm folder. For each
 * start: time to the first `/healthz` answer (listening) and to the first page (`/`, target 5 s), to `/readyz` 200
 * (demo history and reward catch-up done), the slowest `/healthz` and page request (`/`, `pools/current`,
 * `en.json`) while the start-up work ran (under 1 s: that work never blocks the event loop for long, and the app
 * loads meanwhile), and the RSS of the server and of the database (the postmaster and its children). Ctrl-C
 * (SIGINT) stops it; the time to exit is printed too.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../src/lib/free-port";

const serverDir = join(import.meta.dirname, "..");
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

function rssKib(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m);
    return Number(line?.[1] ?? 0);
  } catch {
    return 0;
  }
}

type Proc = { pid: number; ppid: number; command: string };

function processes(): Proc[] {
  const list: Proc[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      list.push({ pid: Number(entry), ppid, command: readFileSync(`/proc/${entry}/cmdline`, "utf8") });
    } catch {
      // gone meanwhile
    }
  }
  return list;
}

/** RSS of the process tree under `root`: the database's processes (the postmaster and below) and the rest. */
function treeRssKib(root: number, dataDir: string): { server: number; database: number } {
  const all = processes();
  const below = (pid: number): Proc[] =>
    all.filter((p) => p.ppid === pid).flatMap((p) => [p, ...below(p.pid)]);
  const tree = [{ pid: root, ppid: 0, command: "" }, ...below(root)];
  const postmaster = tree.find((p) => p.command.includes(join(dataDir, "postgres", "data")));
  const database = postmaster ? [postmaster, ...below(postmaster.pid)] : [];
  const sum = (list: Proc[]) => list.reduce((total, p) => total + rssKib(p.pid), 0);
  const dbPids = new Set(database.map((p) => p.pid));
  return { server: sum(tree.filter((p) => !dbPids.has(p.pid))), database: sum(database) };
}

async function timedGet(url: string): Promise<{ status: number; ms: number } | null> {
  const t = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t };
  } catch {
    return null;
  }
}

async function oneStart(label: string, dataDir: string): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // What `npm start` runs: the bundle (`npm run build -w apps/server`, done by `npm ci`).
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", "dist/server.js"], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: "1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let listeningMs = 0;
  let firstPageMs = 0;
  let slowestHealth = 0;
  let slowestPage = 0;
  for (;;) {
    const health = await timedGet(`${base}/healthz`);
    if (health && !listeningMs) listeningMs = performance.now() - started;
    if (health) {
      slowestHealth = Math.max(slowestHealth, health.ms);
      // What a browser opening the app asks first: the page, the configuration, the translations.
      const page = await Promise.all(
        ["/", "/api/backend/v0.1/pools/current", "/static/locales/en.json"].map((path) =>
          timedGet(base + path),
        ),
      );
      slowestPage = Math.max(slowestPage, ...page.map((r) => r?.ms ?? 0));
      if (!firstPageMs && page[0]?.status === 200) firstPageMs = performance.now() - started;
    }
    const ready = health ? await timedGet(`${base}/readyz`) : null;
    if (ready?.status === 200) break;
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    await new Promise((done) => setTimeout(done, 100));
  }
  const readyMs = performance.now() - started;
  const rss = treeRssKib(child.pid ?? 0, dataDir);
  const stopping = performance.now();
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGINT");
  await exited;
  console.log(
    `${label.padEnd(22)} listening ${(listeningMs / 1000).toFixed(1)} s  first page ${(firstPageMs / 1000).toFixed(1)} s ` +
      `(target <= 5 s: ${firstPageMs <= 5000 ? "met" : "MISSED"})  ready ${(readyMs / 1000).toFixed(1)} s  ` +
      `slowest /healthz meanwhile ${slowestHealth.toFixed(0)} ms, page request ${slowestPage.toFixed(0)} ms  RSS server ${mib(rss.server)}, database ` +
      `${mib(rss.database)} (summed over its processes)  stopped in ${(performance.now() - stopping).toFixed(0)} ms`,
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "pithead-startup-"));
  chmodSync(dataDir, 0o755); // as root, the database runs as `postgres`, which must pass through
  try {
    await oneStart("first start (fresh)", dataDir);
    await oneStart("second start (warm)", dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
