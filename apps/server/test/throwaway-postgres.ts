import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const bin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** Runs a PostgreSQL binary; as root it runs as the `postgres` OS user (initdb refuses root). */
function pgRun(tool: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", join(bin, tool), ...args]]
    : [join(bin, tool), args];
  const r = spawnSync(cmd, argv, { encoding: "utf8" });
  if (r.status !== 0)
    throw new Error(`${tool} failed (exit ${r.status}): ${r.stderr || r.stdout || r.error}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
  const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error("the `postgres` OS user is missing");
  return { uid, gid };
}

export const hasPostgres = () => existsSync(join(bin, "initdb")) && existsSync(join(bin, "pg_ctl"));

export type ThrowawayPostgres = {
  /** Superuser URL (trust auth on 127.0.0.1). */
  url: string;
  port: number;
  /** Runs one SQL command as the superuser. */
  psql: (command: string) => void;
  /** Stops the server and removes its directory. */
  stop: () => void;
};

/**
 * A private PostgreSQL 15 on 127.0.0.1 and a free port, in a temp dir owned by the `postgres` OS user when run
 * as root. `durable: false` (tests) turns fsync and synchronous commit off; benches keep the defaults.
 */
export async function startThrowawayPostgres(opts: { durable: boolean }): Promise<ThrowawayPostgres> {
  if (!hasPostgres()) {
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${bin}. Install the Debian package: apt-get install -y postgresql`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "pithead-pg-"));
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const port = await freePort();
  const stop = () => {
    try {
      pgRun("pg_ctl", ["stop", "-D", data, "-m", opts.durable ? "fast" : "immediate", "-w"]);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const init = ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-instructions"];
  const settings = opts.durable
    ? "-c shared_buffers=512MB"
    : "-c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  try {
    pgRun("initdb", opts.durable ? init : [...init, "--no-sync"]);
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} ${settings}`;
    pgRun("pg_ctl", ["start", "-D", data, "-w", "-t", "30", "-l", join(dir, "server.log"), "-o", options]);
  } catch (err) {
    stop();
    throw err;
  }
  const psql = (command: string) =>
    pgRun("psql", ["-h", dir, "-p", String(port), "-U", "postgres", "-v", "ON_ERROR_STOP=1", "-qc", command]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, psql, stop };
}
