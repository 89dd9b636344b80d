import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client";

/** The channel the `notify_change` triggers write to (migration `change_notifications`); the payload is the table. */
export const changeChannel = "pithead_changes";

/**
 * Tells this process that another transaction (in any process on the database) changed a table the caches hang
 * on. One dedicated connection LISTENs; the triggers NOTIFY at commit. While that connection is down the bus is
 * not `live`: caches must then not serve (they cannot know what changed), and every (re)connect reports a reset.
 */
export interface ChangeBus {
  /** True while the LISTEN connection is up: only then may a cache trust that it hears every change. */
  readonly live: boolean;
  /** `table` is the changed table's name, or `*` after a (re)connect (anything may have changed meanwhile). */
  subscribe(fn: (table: string) => void): () => void;
  /**
   * Resolves once every change committed before the call has been heard here: a NOTIFY of our own goes out
   * through the pool and, as notifications reach a listener in commit order, its arrival is the barrier. Used
   * before a write's answer leaves (so the writer's next read sees its write) and, in tests, before each hit.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

const syncPrefix = "sync:";
const syncTimeoutMs = 2000;

type PoolLike = { options: pg.PoolConfig };

/** The pool behind a Drizzle node-postgres database (its `$client`). */
function poolOf(db: Db): PoolLike | undefined {
  const client = (db as unknown as { $client?: PoolLike }).$client;
  return client?.options ? client : undefined;
}

/** The bus of a handle that is no node-postgres pool (a test's stand-in): never live, so nothing is cached. */
const silentBus: ChangeBus = {
  live: false,
  subscribe: () => () => {},
  sync: async () => {},
  close: async () => {},
};

/** Opens the bus on the database's own connection settings; resolves once it listens. */
export async function openChangeBus(
  db: Db,
  opts: { onError?: (err: Error) => void; retryMs?: number } = {},
): Promise<ChangeBus> {
  const pool = poolOf(db);
  if (!pool) return silentBus;
  const { options } = pool;
  const retryMs = opts.retryMs ?? 1000;
  const subscribers = new Set<(table: string) => void>();
  const emit = (table: string) => {
    for (const fn of subscribers) fn(table);
  };
  const syncWaiters = new Map<string, () => void>();
  let syncSeq = 0;
  const heard = (payload: string) => {
    if (!payload.startsWith(syncPrefix)) return emit(payload);
    const waiter = syncWaiters.get(payload);
    syncWaiters.delete(payload);
    waiter?.();
  };
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (err?: Error) => {
    if (err) opts.onError?.(err);
    if (!client) return;
    const gone = client;
    client = null;
    live = false;
    emit("*");
    gone.removeAllListeners();
    gone.on("error", () => {});
    void gone.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect().catch(lost), retryMs);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...options, application_name: "pithead change bus" });
    client = next;
    next.on("error", lost);
    next.on("end", () => client === next && lost(new Error("change bus connection ended")));
    next.on("notification", (message) => {
      if (message.channel === changeChannel) heard(message.payload ?? "*");
    });
    await next.connect();
    await next.query(`listen ${changeChannel}`);
    if (closed) {
      await next.end();
      return;
    }
    live = true;
    // Whatever changed while nobody listened is unknown: every cache starts over.
    emit("*");
  }

  try {
    await connect();
  } catch (err) {
    lost(err as Error);
  }

  return {
    get live() {
      return live;
    },
    async sync() {
      if (!live) return;
      const token = `${syncPrefix}${process.pid}:${++syncSeq}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<boolean>((resolve) => {
        syncWaiters.set(token, () => resolve(true));
        timer = setTimeout(() => resolve(false), syncTimeoutMs);
      });
      try {
        await db.execute(sql`select pg_notify(${changeChannel}, ${token})`);
        // Not heard in time: the listener is in trouble, so nothing cached can be trusted.
        if (!(await arrived)) emit("*");
      } finally {
        clearTimeout(timer);
        syncWaiters.delete(token);
      }
    },
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      live = false;
      if (current) {
        current.removeAllListeners();
        current.on("error", () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
