import pg from "pg";
import { throwIfStopped } from "../jobs/job-stop";

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
 * when it finds the work done. A process that dies holding it releases it with its connection. `signal` (the
 * shutdown) ends a wait for the lock: the connection closes and the call rejects with `JobStopped`.
 */
export async function withAdvisoryLock<T>(
  databaseUrl: string,
  key: LockKey,
  work: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  throwIfStopped(signal, "waiting for an advisory lock");
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "pithead-lock" });
  // A connection lost while waiting or working surfaces as the query's rejection (or not at all): never thrown.
  client.on("error", () => {});
  await client.connect();
  let locked = false;
  const onAbort = () => {
    if (!locked) void client.end().catch(() => {});
  };
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    try {
      await client.query("select pg_advisory_lock($1, $2)", [key[0], key[1]]);
    } catch (err) {
      throwIfStopped(signal, "waiting for an advisory lock");
      throw err;
    }
    locked = true;
    throwIfStopped(signal, "waiting for an advisory lock");
    return await work();
  } finally {
    signal?.removeEventListener("abort", onAbort);
    await client.end().catch(() => {});
  }
}
