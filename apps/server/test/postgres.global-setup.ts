import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  interface ProvidedContext {
    /** Admin URL of the throw-away PostgreSQL server (postgres project only). */
    postgresAdminUrl: string;
  }
}

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

/** Starts a private PostgreSQL on 127.0.0.1 for this run; the returned function stops and removes it. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(bin, "initdb")) || !existsSync(join(bin, "pg_ctl"))) {
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
      pgRun("pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w"]);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    pgRun("initdb", [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--no-sync",
      "--no-instructions",
    ]);
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    pgRun("pg_ctl", ["start", "-D", data, "-w", "-t", "30", "-l", join(dir, "server.log"), "-o", options]);
    pgRun("psql", [
      "-h",
      dir,
      "-p",
      String(port),
      "-U",
      "postgres",
      "-v",
      "ON_ERROR_STOP=1",
      "-qc",
      "create role pithead login createdb password 'pithead'",
    ]);
  } catch (err) {
    stop();
    throw err;
  }
  project.provide("postgresAdminUrl", `postgres://pithead:pithead@127.0.0.1:${port}/postgres`);
  return stop;
}
