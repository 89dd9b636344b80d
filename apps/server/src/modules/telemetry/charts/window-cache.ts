/**
 * An in-process cache of chart points keyed by the window's end. A window ends on a bucket edge 5 minutes
 * behind now and only moves once per bucket, and every share inside it has arrived, so its points do not change
 * until the end moves: an entry is used only for the same end. `maxAgeMs` (by the injected clock) bounds what a
 * share arriving later than the processing delay (ingest takes shares up to 2 days old) or a history backfill
 * can leave unseen. The oldest entries go first when `maxEntries` is reached.
 */
export function windowCache<V>(opts: { maxEntries: number; maxAgeMs: number }) {
  const entries = new Map<string, { end: number; storedAt: number; value: V }>();
  return {
    get(key: string, end: number, now: number): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.end === end && now - entry.storedAt < opts.maxAgeMs && now >= entry.storedAt) {
        return entry.value;
      }
      entries.delete(key);
      return undefined;
    },
    set(key: string, end: number, now: number, value: V): void {
      entries.delete(key);
      if (entries.size >= opts.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { end, storedAt: now, value });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
export type WindowCache<V> = ReturnType<typeof windowCache<V>>;
