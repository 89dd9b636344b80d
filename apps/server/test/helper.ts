import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type BuildAppOptions, buildApp } from "../src/app";
import { type Env, loadConfig } from "../src/config";
import { type Database, type OpenOptions, openDatabase } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";

/**
 * A new migrated database on the run's PostgreSQL, a copy of the run's template database (migrated once by the
 * global setup) made in milliseconds; its URL. `prefix` names it in `pg_stat_activity`.
 */
export async function createTestDatabase(prefix = "t"): Promise<string> {
  const adminUrl = inject("postgresAdminUrl");
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A migrated database for one test file (`createTestDatabase`), opened. */
export async function openTestDatabase(opts: OpenOptions = {}): Promise<Database> {
  return openDatabase({ databaseUrl: await createTestDatabase() }, opts);
}

/** One database shared by the tests of a file; `limits` bound its pool and waits (db/limits.ts). */
export function useTestDatabase(opts: { demo?: boolean; limits?: OpenOptions["limits"] } = {}) {
  const ctx = {} as { database: Database };
  beforeAll(async () => {
    ctx.database = await openTestDatabase({ limits: opts.limits });
    await prepareDatabase(ctx.database, { demo: opts.demo ?? true });
  });
  afterAll(async () => {
    await ctx.database?.close();
  });
  return ctx;
}

/** The share ingest token of test apps (`Authorization: Bearer <token>`). */
export const testIngestToken = "test-ingest-token-0123456789abcdef";

/** The config a test app runs with: quiet logs, test mode, everything overridable by env names. */
export function testConfig(env: Env = {}) {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    INIT_CWD: tmpdir(),
    INGEST_TOKEN: testIngestToken,
    ...env,
  });
}

/**
 * Builds the whole app, as `server.ts` does, without listening: use `app.inject`. The auth cache is on and
 * waits for the change bus before each hit, so a test that writes a table directly and reads at once checks
 * that the change reaches the cache (plugins/auth-cache.ts).
 */
export async function buildTestApp(
  database: Database,
  opts: { env?: Env } & Omit<Partial<BuildAppOptions>, "config" | "db"> = {},
) {
  const { env, ...rest } = opts;
  return buildApp({ config: testConfig(env), db: database.db, authCache: { syncBeforeHit: true }, ...rest });
}

/** A temp directory removed after the file's tests. */
export function tempDir(prefix = "pithead-test-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Writes files (path -> content) under `dir`, creating folders. */
export function writeFiles(dir: string, files: Record<string, string | Buffer>): string {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(join(full, ".."), { recursive: true });
    writeFileSync(full, content);
  }
  return dir;
}

/**
 * A transaction on `db`'s pool that runs `statement` (a lock to hold, say) and keeps its connection until
 * released: as another process or a stuck request would. Await `holding` before acting on it.
 */
export function holdTransaction(db: Database["db"], statement: SQL) {
  let release = () => {};
  let holding = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  const began = new Promise<void>((r) => {
    holding = r;
  });
  const done = db.transaction(async (tx) => {
    await tx.execute(statement);
    holding();
    await released;
  });
  return {
    holding: began,
    release: async () => {
      release();
      await done;
    },
  };
}
