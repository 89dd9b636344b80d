import type { Clock } from "../clock";

/** Where a cache learns about changes: the change bus, or a stand-in in unit tests. */
export type ChangeSource = {
  readonly live: boolean;
  subscribe(fn: (table: string) => void): () => void;
  sync(): Promise<void>;
};

/**
 * A per-process cache of values read from tables whose every change is announced (`ChangeSource`): the session ->
 * caller resolution, watcher links, the grants behind access checks. Any change of a watched table drops every
 * entry (such changes are rare next to reads, and a whole drop cannot miss a dependency). Entries also end at
 * `ttlMs` and at their own `until` (a session's or link's expiry). While the source is not live nothing is served
 * or stored.
 *
 * A read that began before a change and finishes after it must not store its (old) value: every drop bumps a
 * generation, and a load stores only when the generation it started under still holds. Concurrent misses of one
 * key share one load (started in the same generation): when a window end moves, a burst of requests for a large
 * miner's workers runs its refresh once, not once per request, each waiting on the one before.
 */
export class ChangeCache {
  readonly #entries = new Map<string, { value: unknown; expiresAt: number }>();
  /** Loads in flight, by key, of the current generation. */
  readonly #loading = new Map<string, Promise<unknown>>();
  readonly #tables: ReadonlySet<string>;
  #generation = 0;
  #hits = 0;
  #misses = 0;

  constructor(
    private readonly source: ChangeSource,
    private readonly clock: Clock,
    opts: { tables: readonly string[]; ttlMs: number; maxEntries: number; syncBeforeHit?: boolean },
  ) {
    this.#tables = new Set(opts.tables);
    this.ttlMs = opts.ttlMs;
    this.maxEntries = opts.maxEntries;
    this.syncBeforeHit = opts.syncBeforeHit ?? false;
    source.subscribe((table) => {
      if (table === "*" || this.#tables.has(table)) this.clear();
    });
  }

  private readonly ttlMs: number;
  private readonly maxEntries: number;
  /**
   * Waits for the change bus before serving a hit, so a change committed anywhere before the read is always seen
   * (a round trip per hit). The test suite runs so: tests write tables directly and read at once, and every such
   * write must reach the cache through the triggers. Production relies on the bus's few milliseconds instead.
   */
  private readonly syncBeforeHit: boolean;

  /** Drops every entry now (a change this process made or heard of). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
  }

  /**
   * The cached value of `key`, else `load()`'s, kept until the earliest of the TTL and `until(value)` (epoch ms;
   * undefined for none). Values must be treated as read-only: callers share them.
   */
  async get<V>(key: string, load: () => Promise<V>, until?: (value: V) => number | undefined): Promise<V> {
    const now = this.clock.now().getTime();
    if (this.syncBeforeHit && (this.#entries.has(key) || this.#loading.has(key))) await this.source.sync();
    if (this.source.live) {
      const entry = this.#entries.get(key);
      if (entry && entry.expiresAt > now) {
        this.#hits++;
        return entry.value as V;
      }
      if (entry) this.#entries.delete(key);
    }
    this.#misses++;
    const shared = this.source.live ? this.#loading.get(key) : undefined;
    if (shared) return shared as Promise<V>;
    const generation = this.#generation;
    const loading = load();
    if (this.source.live) this.#loading.set(key, loading);
    try {
      const value = await loading;
      if (this.source.live && generation === this.#generation) {
        const expiresAt = Math.min(now + this.ttlMs, until?.(value) ?? Number.POSITIVE_INFINITY);
        if (expiresAt > now) this.#store(key, value, expiresAt);
      }
      return value;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  #store(key: string, value: unknown, expiresAt: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt });
  }

  get size(): number {
    return this.#entries.size;
  }

  get stats(): { size: number; hits: number; misses: number } {
    return { size: this.#entries.size, hits: this.#hits, misses: this.#misses };
  }
}

/**
 * The caches of a database handle's reads, for repositories and services whose callers are many:
 * `plugins/auth-cache.ts` attaches them to the app's pool. `access` holds what access checks read (sessions,
 * grants, links); `money` what the dashboard's money calls read (balances, reward credits, rates, fees and
 * splits in force); `figures` which owners' worker figures are current for a window end and miners' worker
 * counts; `rollups` sums of miner buckets (a day of difficulty so far); `people` what lists of users count (a
 * pool's users). A transaction is another handle, so reads inside one never come from a cache.
 */
export type CacheKind = "access" | "money" | "figures" | "rollups" | "pages" | "people";
const attached = new WeakMap<object, Map<CacheKind, ChangeCache>>();

export function attachChangeCache(db: object, cache: ChangeCache, kind: CacheKind = "access"): () => void {
  const caches = attached.get(db) ?? new Map<CacheKind, ChangeCache>();
  caches.set(kind, cache);
  attached.set(db, caches);
  return () => {
    if (caches.get(kind) === cache) caches.delete(kind);
  };
}

export function changeCacheOf(db: object, kind: CacheKind = "access"): ChangeCache | undefined {
  return attached.get(db)?.get(kind);
}

/**
 * How a service keeps a read (`cachedRead` bound to the app's pool by its routes); `readEachTime` when it has
 * none (unit tests).
 */
export type CachedRead = <V>(key: string, load: () => Promise<V>) => Promise<V>;
export const readEachTime: CachedRead = (_key, load) => load();

/** `load()` through the handle's `kind` cache under `key`, or straight when it has none (a transaction, a test). */
export function cachedRead<V>(db: object, kind: CacheKind, key: string, load: () => Promise<V>): Promise<V> {
  const cache = changeCacheOf(db, kind);
  return cache ? cache.get(key, load) : load();
}
