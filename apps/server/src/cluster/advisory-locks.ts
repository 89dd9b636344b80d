import pg from "pg";

/**
 * Pithead's session-level advisory locks (two-key form: a class, then a key). The Telegram poller's
 * (`0x5057_0002`, 1) lives in `modules/telegram/single-poller.ts`; the rewards' settlement days and the
 * rollup compaction use transaction-level locks of their own.
 */
export const clusterLocks = {
  /** Migrations and the seed: one process at a time (two `npm start`s on one DATABASE_URL). */
  prepare: [0x5057_0003, 1],
  /** The start-up history (demo month, missed reward days): one process at a time, the others then find it done. */
  startup: [0x5057_0003, 2],
  /** The leader: the one process that runs the demo farm's live batches. */
  leader: [0x5057_0003, 3],
} as const satisfies Record<string, readonly [number, number]>;

export type LockKey = readonly [number, number];

/**
 * Runs `work` while holding a session-level advisory lock, on a connection of its own (not the pool's, so the
 * work may use every pooled connection). Waits for the lock: a second process runs `work` after the first,
 * when it finds the work done. A process that dies holding it releases it with its connection.
 */
export async function withAdvisoryLock<T>(
  databaseUrl: string,
  key: LockKey,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "pithead-lock" });
  // A connection lost while waiting or working surfaces as the query's rejection (or not at all): never thrown.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1, $2)", [key[0], key[1]]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}
