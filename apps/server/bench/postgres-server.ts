/**
 * A throw-away PostgreSQL 15 for `BENCH_PG=1 npm run bench`: initdb in a temp dir (as the `postgres` OS user
 * when run as root, as the test global setup does), on 127.0.0.1 and a free port, default durability
 * settings (fsync and synchronous commit on). Answers its URL and a function that stops and removes it.
 */
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const bin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

function pgRun(tool: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", join(bin, tool), ...args]]
    : [join(bin, tool), args];
  const r = spawnSync(cmd, argv, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${tool} failed (exit ${r.status}): ${r.stderr || r.stdout}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export async function startBenchPostgres(): Promise<{ url: string; stop: () => void } | undefined> {
  if (!existsSync(join(bin, "initdb"))) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "pithead-bench-pg-"));
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout);
    chownSync(dir, id("-u"), id("-g"));
  }
  const data = join(dir, "data");
  const port = await freePort();
  const stop = () => {
    try {
      pgRun("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w"]);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    pgRun("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-instructions"]);
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c shared_buffers=512MB`;
    pgRun("pg_ctl", ["start", "-D", data, "-w", "-t", "30", "-l", join(dir, "server.log"), "-o", options]);
  } catch (err) {
    stop();
    throw err;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
