import pg from "pg";
import { type Database, openDatabase } from "../src/db/client";
import { startThrowawayPostgres } from "../test/throwaway-postgres";

/**
 * A fresh database for one bench: on DATABASE_URL's server (created, then dropped), else on a throw-away embedded
 * PostgreSQL (the one `npm start` runs; durable like production unless `durable: false`), stopped afterwards.
 * `settings` are the embedded server's extra settings (a DATABASE_URL server keeps its own).
 */
export async function openBenchDatabase(
  name: string,
  opts: { durable?: boolean; settings?: Record<string, string> } = {},
): Promise<{ database: Database; label: string; done: () => Promise<void> }> {
  const server = process.env.DATABASE_URL
    ? undefined
    : await startThrowawayPostgres({ durable: opts.durable ?? true, settings: opts.settings });
  const adminUrl = process.env.DATABASE_URL ?? server?.adminUrl ?? "";
  const database = `${name}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString() }),
    label: server ? "embedded PostgreSQL 17" : "PostgreSQL at DATABASE_URL",
    async done() {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      await server?.stop();
    },
  };
}
