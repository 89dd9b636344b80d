import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { PgUser } from "./os-user";

/** What the embedded database keeps in its folder (`<DATA_DIR>/postgres`). */
export function folderLayout(dir: string) {
  return {
    dir,
    /** The PostgreSQL data folder (its cluster). */
    data: join(dir, "data"),
    /** Where initdb writes; renamed to `data` when it has finished, so a half-made cluster is never used. */
    initialising: join(dir, "data.initdb"),
    /** The superuser's generated password (mode 600). */
    password: join(dir, "password"),
    /** PostgreSQL's own log. */
    log: join(dir, "postgres.log"),
  };
}
export type FolderLayout = ReturnType<typeof folderLayout>;

type Log = { info(msg: string): void; warn(msg: string): void };

const chownTo = (user: PgUser, path: string) => {
  if (user) chownSync(path, user.uid, user.gid);
};

/**
 * Makes the cluster on a first start: a password kept in the folder, then initdb into `data.initdb` and a rename.
 * A `data.initdb` left by a start killed half-way held no data yet: it is removed and made again, with a log line.
 * initdb runs as a child process without blocking: the server loads its modules meanwhile (`server.ts`).
 */
export async function initialiseIfNeeded(
  layout: FolderLayout,
  initdb: string,
  user: PgUser,
  opts: { durable: boolean },
  log: Log,
): Promise<void> {
  if (existsSync(layout.initialising)) {
    log.warn(
      `A first start stopped while initialising the database: removing the unfinished ${layout.initialising} ` +
        "(it held no data) and initialising again",
    );
    rmSync(layout.initialising, { recursive: true, force: true });
  }
  if (existsSync(layout.data)) {
    if (!existsSync(join(layout.data, "PG_VERSION"))) {
      throw new Error(
        `${layout.data} exists but is not a PostgreSQL data folder. Move it away (or delete it to start from ` +
          "an empty database) and start again.",
      );
    }
    if (!existsSync(layout.password)) {
      throw new Error(
        `${layout.password} is missing: the embedded database's password is kept there. Restore it, or move ` +
          `${layout.dir} away to start from an empty database.`,
      );
    }
    return;
  }
  const started = Date.now();
  writeFileSync(layout.password, randomBytes(24).toString("base64url"), { mode: 0o600 });
  const pwfile = join(layout.dir, ".initdb-password");
  writeFileSync(pwfile, readFileSync(layout.password), { mode: 0o600 });
  chownTo(user, pwfile);
  const args = ["-D", layout.initialising, "-U", "postgres", "--auth=scram-sha-256", `--pwfile=${pwfile}`];
  args.push("--encoding=UTF8", "--locale=C", "--no-instructions");
  if (!opts.durable) args.push("--no-sync");
  try {
    await promisify(execFile)(initdb, args, {
      cwd: layout.dir,
      encoding: "utf8",
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
  } catch (err) {
    const run = err as { code?: number | string; stderr?: string; stdout?: string; message?: string };
    rmSync(layout.initialising, { recursive: true, force: true });
    throw new Error(`initdb failed (exit ${run.code}): ${run.stderr || run.stdout || run.message}`);
  } finally {
    unlinkSync(pwfile);
  }
  renameSync(layout.initialising, layout.data);
  log.info(`Initialised a PostgreSQL data folder in ${layout.data} (${Date.now() - started} ms)`);
}

/** The command line of a running process, or null when there is none with that pid. */
function commandOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\u0000", " ");
  } catch {
    return null;
  }
}

/**
 * A `postmaster.pid` left by a server that was killed. When its process is a PostgreSQL of this data folder still
 * running (the Node server was killed, its database was not), that server is stopped first (fast shutdown: no
 * data lost). A pid that is gone or belongs to another program is stale: the file is removed (PostgreSQL would
 * refuse to start while a reused pid lives). Each case logs a line.
 */
export async function recoverPidFile(layout: FolderLayout, postgres: string, log: Log): Promise<void> {
  const file = join(layout.data, "postmaster.pid");
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, "utf8").split("\n")[0]);
  const command = Number.isInteger(pid) && pid > 0 ? commandOf(pid) : null;
  if (command?.startsWith(postgres) && command.includes(layout.data)) {
    log.warn(`A PostgreSQL left running by an earlier start (pid ${pid}) is stopped before starting again`);
    process.kill(pid, "SIGINT");
    for (let waited = 0; commandOf(pid) !== null; waited += 100) {
      if (waited > 60_000)
        throw new Error(`PostgreSQL pid ${pid} did not stop within 60 s: stop it and start again`);
      await new Promise((done) => setTimeout(done, 100));
    }
    return;
  }
  log.warn(
    `Removing a stale ${file} (pid ${pid} ${command === null ? "is not running" : "is another program"}): ` +
      "the last run did not stop cleanly; PostgreSQL recovers from its write-ahead log",
  );
  unlinkSync(file);
}
