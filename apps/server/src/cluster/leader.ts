import pg from "pg";
import type { LockKey } from "./advisory-locks";

type Log = { info(msg: string): void; warn(obj: object, msg: string): void };

export interface LeaderOptions {
  databaseUrl: string;
  key: LockKey;
  /** What the leader does, for the log lines. */
  name: string;
  log: Log;
  /** Called when this process becomes the leader; answers how to stop leading. */
  lead: () => Promise<() => Promise<void>>;
  /** How often a follower tries to take the lock, and the leader checks its connection (default 5 s). */
  retryMs?: number;
}

/**
 * One leader among every process on the database, whatever the machine: the holder of a session-level advisory
 * lock (`pg_try_advisory_lock`) on a connection of its own. The others try again every `retryMs`; when the
 * leader stops or dies its connection closes, the lock goes with it, and the next try takes over. A leader that
 * loses its connection stops leading at once (another may already have taken over).
 */
export function leaderElection(opts: LeaderOptions) {
  const retryMs = opts.retryMs ?? 5000;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let client: pg.Client | undefined;
  let stopLeading: (() => Promise<void>) | undefined;
  let busy: Promise<void> = Promise.resolve();

  const serial = (step: () => Promise<void>) => {
    busy = busy.then(step).catch((err) => opts.log.warn({ err }, "leader: step failed"));
    return busy;
  };
  const later = () => {
    if (stopped) return;
    timer = setTimeout(() => void serial(tick), retryMs);
    timer.unref();
  };

  async function resign(): Promise<void> {
    const stop = stopLeading;
    const held = client;
    stopLeading = undefined;
    client = undefined;
    if (stop)
      await stop().catch((err) => opts.log.warn({ err }, "leader: stopping the leader's work failed"));
    // Ending the session releases the lock (a dead connection may never confirm the end: do not wait on it).
    if (held) await endQuietly(held);
  }

  async function tick(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    if (client) {
      // The leader: is the lock's connection still there?
      try {
        await client.query("select 1");
      } catch (err) {
        opts.log.warn({ err }, "leader: lost the lock's connection, stepping down");
        await resign();
      }
      return later();
    }
    const candidate = new pg.Client({
      connectionString: opts.databaseUrl,
      application_name: "pithead-leader",
    });
    candidate.on("error", (err) => {
      if (candidate !== client) return;
      opts.log.warn({ err }, "leader: the lock's connection failed, stepping down");
      void serial(async () => {
        if (candidate === client) await resign();
      });
    });
    try {
      await candidate.connect();
      const { rows } = await candidate.query<{ ok: boolean }>("select pg_try_advisory_lock($1, $2) as ok", [
        opts.key[0],
        opts.key[1],
      ]);
      if (!rows[0]?.ok || stopped) {
        await endQuietly(candidate);
        return later();
      }
    } catch (err) {
      opts.log.warn({ err }, "leader: could not try the lock");
      await endQuietly(candidate);
      return later();
    }
    client = candidate;
    opts.log.info(`leader: this process leads (${opts.name})`);
    try {
      stopLeading = await opts.lead();
    } catch (err) {
      opts.log.warn({ err }, "leader: starting the leader's work failed");
      await resign();
    }
    return later();
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      void serial(tick);
    },
    isLeader: () => client !== undefined,
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await serial(resign);
    },
  };
}

/** Ends a connection, waiting at most a second (`end` of a connection that already died may never settle). */
function endQuietly(client: pg.Client): Promise<void> {
  return Promise.race([
    client.end().catch(() => {}),
    new Promise<void>((done) => setTimeout(done, 1000).unref()),
  ]);
}
