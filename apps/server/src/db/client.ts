import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { fromServerRoot } from "../lib/server-root";
import { type DatabaseLimits, databaseLimits } from "./limits";
import * as schema from "./schema";
import { checkPoolUse, insideTransaction, type PoolUseMode } from "./transaction-guard";

export type Schema = typeof schema;
/** The Drizzle database every repository takes (a pool or, inside `db.transaction`, one connection). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A pooled connection that the server ends (a restart, an admin's kill): logged by the pool's owner. */
  onIdleError?: (err: Error) => void;
  /** Wait and size limits; each one defaults to `databaseLimits` (limits.ts). */
  limits?: Partial<DatabaseLimits>;
  /** A pool connection asked for inside a transaction: "throw" (default outside production) or "report". */
  poolUseInTransaction?: PoolUseMode;
  /** Where a reported pool use inside a transaction goes (production); the pool's owner logs it. */
  onPoolUseInTransaction?: (err: Error) => void;
}

const migrationsFolder = fromServerRoot("src/db/migrations");

/** The liveness ping of each open database: a connection of its own, so a busy pool never delays it. */
const pingers = new WeakMap<Db, (timeoutMs: number) => Promise<void>>();

/** Settings every connection opens with: no statement, lock wait or idle transaction runs unbounded. */
function sessionSettings(limits: DatabaseLimits) {
  return {
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    // The client gives up too when the server stops answering without closing the socket.
    query_timeout: limits.statementTimeoutMs + 5_000,
    keepAlive: true,
  };
}

/**
 * Opens PostgreSQL through `pg`: `DATABASE_URL`, or the embedded server `npm start` runs (embedded/). Every wait
 * is bounded (limits.ts): a request that cannot get a connection, a lock or an answer in time fails with an
 * error that plugins/errors.ts answers as 503 `service_unavailable`, and the process goes on.
 */
export async function openDatabase(
  target: { databaseUrl: string },
  opts: OpenOptions = {},
): Promise<Database> {
  const limits = { ...databaseLimits, ...opts.limits };
  const mode = opts.poolUseInTransaction ?? (process.env.NODE_ENV === "production" ? "report" : "throw");
  const report = opts.onPoolUseInTransaction ?? (() => {});
  class GuardedPool extends pg.Pool {
    // pg-pool's own `query` asks `connect` for its connection: one check covers both.
    override connect(...args: unknown[]) {
      checkPoolUse(mode, report);
      return (super.connect as (...a: unknown[]) => Promise<pg.PoolClient>)(...args);
    }
  }
  const pool = new GuardedPool({
    connectionString: target.databaseUrl,
    max: limits.poolMax,
    connectionTimeoutMillis: limits.poolWaitMs,
    ...sessionSettings(limits),
  });
  const onConnectionError = opts.onIdleError ?? (() => {});
  pool.on("error", onConnectionError);
  // A connection the server ends while it is checked out (idle in transaction too long, a restart) emits
  // `error` on its client between queries; unheard, that would end the process. The query under way, or the
  // next one, fails instead and the request answers 503.
  pool.on("connect", (client) => client.on("error", onConnectionError));
  const db = drizzle({ client: pool, schema });
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => transaction((tx) => insideTransaction(() => work(tx)), config);

  // The ping's connection: one, never queued behind the pool's. Opened now and kept: a new connection's password
  // handshake (SCRAM) runs on libuv's thread pool, where it can queue behind a burst of password hashes and miss
  // the ping's second. A connection that fails is dropped and the next ping opens another.
  const pingPool = new pg.Pool({
    connectionString: target.databaseUrl,
    max: 1,
    idleTimeoutMillis: 0,
    ...sessionSettings(limits),
  });
  pingPool.on("error", () => {});
  pingPool.on("connect", (client) => client.on("error", () => {}));
  pingPool.query("select 1").catch(() => {});
  pingers.set(db as unknown as Db, (timeoutMs) => withTimeout(pingPool.query("select 1"), timeoutMs));
  return {
    db: db as unknown as Db,
    migrate: () => migrate(db, { migrationsFolder }),
    close: async () => {
      await Promise.all([pool.end(), pingPool.end()]);
    },
  };
}

/** Fails with `DatabaseTimeoutError` when `work` has not settled within `ms`. */
function withTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).then(
    () => clearTimeout(timer),
    (err) => {
      clearTimeout(timer);
      throw err;
    },
  );
}

export class DatabaseTimeoutError extends Error {
  override name = "DatabaseTimeoutError";
}

/**
 * Whether the database answers `select 1` within `timeoutMs`: on the database's own ping connection when it was
 * opened by `openDatabase` (a starved pool does not delay it), else through `db`, still bounded.
 */
export async function pingDatabase(db: Db, timeoutMs = 1_000): Promise<void> {
  const ping = pingers.get(db);
  if (ping) return ping(timeoutMs);
  return withTimeout(db.execute(sql`select 1`), timeoutMs);
}
