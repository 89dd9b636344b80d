import type { MinerStats, WorkerStats, WorkerStatus } from "@pithead/contract";
import type { Clock } from "../../../clock";
import { type CachedRead, readEachTime } from "../../../lib/change-cache";
import { accessDenied, type ReadAccess, type Reader } from "../../accounts/read-access";
import { windowCache } from "../charts/window-cache";
import {
  hashrateFigures,
  noSums,
  type StatsSums,
  type WindowQuery,
  windowQueries,
} from "../hashrate/hashrate";
import type { StatsRepository } from "./stats.repository";

/**
 * Hashrate and worker figures of miners and workers. No Fastify, no SQL here. A miner's window sums are kept per
 * window end, as the charts keep their points (charts/window-cache.ts, the same rule and bound): the windows end
 * 5 minutes back on bucket edges, so their sums do not change until an end moves; `cacheMaxAgeMs` bounds what a
 * share later than that delay can leave unseen. Worker counts by status change only when a worker is added,
 * moved, deleted or changes status: `cached` (the routes' change-bus cache) keeps them until then.
 */
export function statsService(deps: {
  repo: StatsRepository;
  access: Pick<ReadAccess, "ensureMiners">;
  clock: Clock;
  cacheMaxAgeMs?: number;
  cached?: CachedRead;
}) {
  const { repo, access, clock, cached = readEachTime } = deps;
  const windows = () => windowQueries(clock.now());
  const sumsCache = windowCache<StatsSums>({ maxEntries: 50_000, maxAgeMs: deps.cacheMaxAgeMs ?? 60_000 });

  /**
   * Each miner's sums for `w` and worker counts: sums from the cache when its windows' ends are the same; the
   * others, with every miner's counts, in one statement from the minute job's `miner_figures` rows for these
   * windows; only a miner whose row is older (the job has not run since the end moved) sums its rollups.
   */
  async function sumsAndCounts(ids: string[], w: WindowQuery[]) {
    // The cache's end is the first window's (15m: it moves every minute); the others' ends are in the key.
    const [first, ...rest] = w;
    const end = first?.end.getTime() ?? 0;
    const key = (id: string) => `${id}:${rest.map((r) => r.end.getTime()).join(":")}`;
    const now = clock.now().getTime();
    const sums = new Map<string, StatsSums>();
    const missing: string[] = [];
    for (const id of ids) {
      const cached = sumsCache.get(key(id), end, now);
      if (cached) sums.set(id, cached);
      else missing.push(id);
    }
    if (missing.length === 0) {
      return { sums, counts: await cached(`worker-counts:${ids.join(",")}`, () => repo.workerCounts(ids)) };
    }
    const snapshot = await repo.snapshotStats(ids, new Date(end));
    const unsummed = missing.filter((id) => !snapshot.sums.has(id));
    const read = unsummed.length > 0 ? await repo.minerSums(unsummed, w) : new Map<string, StatsSums>();
    for (const id of missing) {
      const found = snapshot.sums.get(id) ?? read.get(id) ?? noSums();
      sumsCache.set(key(id), end, now, found);
      sums.set(id, found);
    }
    return { sums, counts: snapshot.counts };
  }

  return {
    async minerStats(reader: Reader, ids: string[]): Promise<MinerStats[]> {
      await access.ensureMiners(reader, ids, "dashboard");
      const { sums, counts } = await sumsAndCounts(ids, windows());
      const byStatus = new Map<string, Record<WorkerStatus, number>>(
        ids.map((id) => [id, { stable: 0, unavailable: 0, off: 0, removed: 0 }]),
      );
      for (const c of counts) {
        const entry = byStatus.get(c.minerId);
        if (entry) entry[c.status] = c.count;
      }
      return ids.map((id) => ({
        id,
        ...hashrateFigures(sums.get(id) ?? noSums()),
        workers: byStatus.get(id) ?? { stable: 0, unavailable: 0, off: 0, removed: 0 },
      }));
    },

    async workerStats(reader: Reader, ids: string[]): Promise<WorkerStats[]> {
      const rows = await repo.workersByIds(ids);
      if (rows.length !== ids.length) throw accessDenied();
      await access.ensureMiners(reader, [...new Set(rows.map((w) => w.minerId))], "workers");
      const sums = await repo.workerSums(ids, windows());
      const byId = new Map(rows.map((w) => [w.id, w]));
      return ids.map((id) => {
        const w = byId.get(id);
        if (!w) throw accessDenied();
        return {
          id,
          miner_id: w.minerId,
          name: w.name,
          behaviour: w.behaviour,
          status: w.status,
          last_share_at: w.lastShareAt.toISOString(),
          ...hashrateFigures(sums.get(id) ?? noSums()),
        };
      });
    },
  };
}
