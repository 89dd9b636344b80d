import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DbTarget = { databaseUrl: string } | { pgliteDir: string } | { memory: true };

/** Opens PostgreSQL (`databaseUrl`), PGlite in a directory, or an in-memory PGlite (tests, bench). */
export async function openDatabase(target: DbTarget): Promise<Database> {
  if ("databaseUrl" in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if ("pgliteDir" in target) {
    mkdirSync(target.pgliteDir, { recursive: true });
    dir = target.pgliteDir;
  }
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function dbTargetFromConfig(config: { databaseUrl?: string; dataDir: string }): DbTarget {
  return config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { pgliteDir: join(config.dataDir, "pglite") };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
