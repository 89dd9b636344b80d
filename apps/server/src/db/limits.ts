/**
 * The bounds of every database wait (issue 40: nothing hangs). A request that hits one answers 503
 * `service_unavailable` within seconds (plugins/errors.ts); a job that needs more sets its own
 * (`set local statement_timeout`) inside its transaction. The server reads overrides from the environment
 * (config.ts: DB_POOL_MAX, DB_POOL_WAIT_MS, DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS,
 * DB_IDLE_IN_TRANSACTION_TIMEOUT_MS; the root README's "Configuration").
 */
export interface DatabaseLimits {
  /** Connections in the pool of one process. */
  poolMax: number;
  /** How long a query waits for a free pooled connection. */
  poolWaitMs: number;
  /** The longest one statement may run (PostgreSQL `statement_timeout`). */
  statementTimeoutMs: number;
  /** The longest a statement waits for a row or table lock (`lock_timeout`). */
  lockTimeoutMs: number;
  /** A transaction left idle this long is ended by PostgreSQL (`idle_in_transaction_session_timeout`). */
  idleInTransactionTimeoutMs: number;
}

/**
 * How long a scheduled job's transaction waits for a lock (`runOnce` sets it on its transaction): a job may
 * queue behind another job's lock (a compaction under way, a settlement day's) that outlasts a request's bound.
 */
export const jobLockTimeoutMs = 60_000;

export const databaseLimits: DatabaseLimits = {
  poolMax: 10,
  poolWaitMs: 3_000,
  statementTimeoutMs: 60_000,
  lockTimeoutMs: 3_000,
  idleInTransactionTimeoutMs: 20_000,
};
