import { bucketStartMs } from "../rollups/buckets";
import type { ShareTimes } from "./chart-status";
import { windowCache } from "./window-cache";

/**
 * Share times of chart owners, kept for the current minute of the clock: the workers' last shares move once a
 * minute anyway (the compaction job), and a pool's times scan all its workers. Concurrent requests of one
 * minute share one query; a failed query is forgotten.
 */
export function shareTimesCache<V = ShareTimes>(maxAgeMs: number) {
  const cache = windowCache<Promise<V>>({ maxEntries: 50_000, maxAgeMs });
  const minute = (now: Date) => bucketStartMs(now.getTime(), 60);
  return {
    has: (key: string, now: Date) => cache.get(key, minute(now), now.getTime()) !== undefined,
    get(key: string, now: Date, load: () => Promise<V>): Promise<V> {
      const cached = cache.get(key, minute(now), now.getTime());
      if (cached) return cached;
      const fresh = load();
      cache.set(key, minute(now), now.getTime(), fresh);
      fresh.catch(() => cache.delete(key));
      return fresh;
    },
  };
}
