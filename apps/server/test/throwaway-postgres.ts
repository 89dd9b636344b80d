import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../src/db/embedded/embedded-postgres";

export type ThrowawayPostgres = {
  /** Superuser URL of the `postgres` database. */
  adminUrl: string;
  /** The URL of another database of this server. */
  urlOf: (database: string) => string;
  /** Runs SQL as the superuser (on the `postgres` database). */
  query: (sql: string) => Promise<void>;
  /** Stops the server and removes its folder. */
  stop: () => Promise<void>;
};

/**
 * A private PostgreSQL (the embedded one `npm start` runs, from npm) on 127.0.0.1 and a free port, in a temp
 * folder. `durable: false` (tests) turns fsync and synchronous commit off; benches keep the defaults.
 */
export async function startThrowawayPostgres(opts: {
  durable: boolean;
  settings?: Record<string, string> | undefined;
}): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "pithead-pg-"));
  // mkdtemp makes it 700: as root, PostgreSQL runs as `postgres`, which must pass through to its own folder.
  chmodSync(dir, 0o711);
  const quiet = () => {};
  const server = await startEmbeddedPostgres({
    dir: join(dir, "postgres"),
    durable: opts.durable,
    settings: opts.settings,
    log: { info: quiet, warn: quiet, error: (m) => console.error(m) },
  }).catch((err) => {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  return {
    adminUrl: server.url("postgres"),
    urlOf: (database) => server.url(database),
    async query(sql) {
      const client = new pg.Client({ connectionString: server.url("postgres") });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
