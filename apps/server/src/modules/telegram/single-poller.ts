import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { Db } from "../../db/client";

/** The advisory lock of the Telegram poller (two-key form: a class of Pithead's, then 1). */
const pollerLock = { classId: 0x5057_0002, key: 1 };

/**
 * Runs `poll` in one process only among all those sharing the database: Telegram allows one `getUpdates` at a
 * time per bot (a second one is refused with 409). The process holding the session-level advisory lock, on a
 * connection of its own taken from the pool for as long as it polls, polls; the others try again every
 * `retryMs`, so one takes over when the poller stops or dies (its connection closes, the lock goes with it).
 */
export function singlePoller(opts: {
  db: Db;
  log: FastifyBaseLogger;
  /** Polls until `halt` is called; a rejection ends the turn (the lock is released, then tried again). */
  poll: () => Promise<void>;
  halt: () => Promise<void>;
  retryMs?: number;
}) {
  const pool = (opts.db as unknown as { $client: pg.Pool }).$client;
  const retryMs = opts.retryMs ?? 30_000;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let turn: Promise<void> | undefined;
  let trying: Promise<void> | undefined;

  const later = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      trying = attempt();
    }, retryMs);
    timer.unref();
  };

  async function attempt(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      const { rows } = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [
        pollerLock.classId,
        pollerLock.key,
      ]);
      if (!rows[0]?.ok || stopped) {
        if (rows[0]?.ok)
          await client.query("select pg_advisory_unlock($1, $2)", [pollerLock.classId, pollerLock.key]);
        client.release();
        return later();
      }
    } catch (err) {
      client?.release(err as Error);
      opts.log.warn({ err }, "telegram: could not take the poller lock");
      return later();
    }
    const held = client;
    // A lost lock connection: another process may take the lock, and Telegram refuses one of the two pollers.
    const onError = (err: Error) => opts.log.warn({ err }, "telegram: the poller lock connection closed");
    held.on("error", onError);
    opts.log.info("telegram: long polling for updates (this process holds the poller lock)");
    turn = opts
      .poll()
      .catch((err) => opts.log.error({ err }, "telegram: long polling stopped on an error"))
      .finally(async () => {
        held.off("error", onError);
        await held
          .query("select pg_advisory_unlock($1, $2)", [pollerLock.classId, pollerLock.key])
          .then(() => held.release())
          .catch((err: Error) => held.release(err));
        turn = undefined;
        later();
      });
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      trying = attempt();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await trying;
      if (turn) {
        await opts.halt().catch((err) => opts.log.warn({ err }, "telegram: stopping the poller failed"));
        await turn;
      }
    },
  };
}
