import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { fromServerRoot } from "../lib/server-root";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle database every repository takes (a pool or, inside `db.transaction`, one connection). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fromServerRoot("src/db/migrations");

/**
 * Opens PostgreSQL through `pg`: `DATABASE_URL`, or the embedded server `npm start` runs (embedded/). A pooled
 * connection that the server ends (a restart, an admin's kill) is logged by the pool's owner, not thrown.
 */
export async function openDatabase(
  target: { databaseUrl: string },
  onIdleError: (err: Error) => void = () => {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
  pool.on("error", onIdleError);
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
