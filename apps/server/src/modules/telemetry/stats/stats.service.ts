import type { MinerStats, WorkerStats, WorkerStatus } from "@pithead/contract";
import type { Clock } from "../../../clock";
import { accessDenied, type ReadAccess, type Reader } from "../../accounts/read-access";
import { type WindowCache, windowCache } from "../charts/window-cache";
import {
  hashrateFigures,
  noSums,
  type StatsSums,
  type WindowQuery,
  windowQueries,
} from "../hashrate/hashrate";
import type { StatsRepository } from "./stats.repository";

/** How soon a miner absent from the stored sums of this window end may make them be read again (ms). */
const snapshotRetryMs = 2_000;

/**
 * Hashrate and worker figures of miners and workers. No Fastify, no SQL here.
 *
 * A miner's window sums come from what the minute job stored in `miner_figures` for the current window ends:
 * all of them in one read per process and window end (5,000 miners: one read a minute instead of one per
 * dashboard), held until the end moves. The windows end 5 minutes back on bucket edges, so their sums do not
 * change until an end moves; `cacheMaxAgeMs` bounds what a share later than that delay can leave unseen. A
 * miner without a row for this end (the job has not run since the end moved: the stored sums are read again,
 * at most every 2 s) sums its rollups, kept per window end as the charts keep their points
 * (charts/window-cache.ts, the same rule and bound).
 *
 * A worker's sums (`workers/stats`) are summed from its rollups and kept per window ends the same way.
 *
 * Worker counts by status are those of every other screen (`workers/worker-counts.ts`: the hardware workers
 * as the worker figures' marks count them, kept until a worker is added or changes status).
 */
export function statsService(deps: {
  repo: StatsRepository;
  access: Pick<ReadAccess, "ensureMiners">;
  clock: Clock;
  cacheMaxAgeMs?: number;
  /** Each miner's workers by status (`WorkerCountsService.ofMiners`): the same objects while they hold. */
  workerCounts: (ids: string[]) => Promise<Map<string, Record<WorkerStatus, number>>>;
}) {
  const { repo, access, clock } = deps;
  const windows = () => windowQueries(clock.now());
  const maxAgeMs = deps.cacheMaxAgeMs ?? 60_000;
  const sumsCache = windowCache<StatsSums>({ maxEntries: 50_000, maxAgeMs });
  /** A worker's sums, kept per window ends by the same rule (its page polls them; 100,000 a pool). */
  const workerSumsCache = windowCache<StatsSums>({ maxEntries: 100_000, maxAgeMs });
  let stored: { end: number; readAt: number; sums: Promise<Map<string, StatsSums>> } | undefined;
  /**
   * The last stats made of each miner's kept sums: the same object while its counts (kept until a change) hold,
   * so the route writes its JSON once (stats.routes.ts). Read-only, as the sums are.
   */
  const made = new WeakMap<StatsSums, { counts: object | undefined; stats: MinerStats }>();

  /** The stored sums of every miner for the 15m end `end`, read once per end (shared by concurrent calls). */
  function storedSums(end: number, now: number, again: boolean): Promise<Map<string, StatsSums>> {
    const current = stored;
    const fresh = current && current.end === end && now >= current.readAt && now - current.readAt < maxAgeMs;
    if (current && fresh && !(again && now - current.readAt >= snapshotRetryMs)) return current.sums;
    const entry = { end, readAt: now, sums: repo.allSnapshotSums(new Date(end)) };
    stored = entry;
    entry.sums.catch(() => {
      if (stored === entry) stored = undefined;
    });
    return entry.sums;
  }

  /**
   * `ids`' sums for `w`: `stored` ones first, then `cache`'s (kept per window ends: the 15m end, and the others'
   * ends in the key), and the rest summed in one `read` and kept.
   */
  async function cachedSums(
    cache: WindowCache<StatsSums>,
    ids: string[],
    w: WindowQuery[],
    read: (missing: string[]) => Promise<Map<string, StatsSums>>,
    stored?: Map<string, StatsSums>,
  ) {
    const [first, ...rest] = w;
    const end = first?.end.getTime() ?? 0;
    const now = clock.now().getTime();
    const sums = new Map<string, StatsSums>();
    const key = (id: string) => `${id}:${rest.map((r) => r.end.getTime()).join(":")}`;
    const missing: string[] = [];
    for (const id of ids) {
      const found = stored?.get(id) ?? cache.get(key(id), end, now);
      if (found) sums.set(id, found);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const found = await read(missing);
      for (const id of missing) {
        const one = found.get(id) ?? noSums();
        cache.set(key(id), end, now, one);
        sums.set(id, one);
      }
    }
    return sums;
  }

  /** Each miner's sums for `w`: stored for these window ends, else summed from its rollups. */
  async function sumsOf(ids: string[], w: WindowQuery[]) {
    // The 15m window's end moves every minute: the stored sums and the cache are for it; the others' ends
    // follow from it for the stored sums (the row then holds exactly what `minerSums` answers).
    const end = w[0]?.end.getTime() ?? 0;
    const now = clock.now().getTime();
    let all = await storedSums(end, now, false);
    if (ids.some((id) => !all.has(id))) all = await storedSums(end, now, true);
    return cachedSums(sumsCache, ids, w, (missing) => repo.minerSums(missing, w), all);
  }

  return {
    async minerStats(reader: Reader, ids: string[]): Promise<MinerStats[]> {
      await access.ensureMiners(reader, ids, "dashboard");
      const [sums, counts] = await Promise.all([sumsOf(ids, windows()), deps.workerCounts(ids)]);
      return ids.map((id) => {
        const kept = sums.get(id) ?? noSums();
        const byStatus = counts.get(id);
        const last = made.get(kept);
        if (last && last.counts === byStatus && last.stats.id === id) return last.stats;
        const workers = { stable: 0, unavailable: 0, off: 0, removed: 0, ...byStatus };
        const stats = { id, ...hashrateFigures(kept), workers };
        made.set(kept, { counts: byStatus, stats });
        return stats;
      });
    },

    async workerStats(reader: Reader, ids: string[]): Promise<WorkerStats[]> {
      const w = windows();
      const rows = await repo.workersWithFigures(ids, w[0]?.end ?? clock.now());
      if (rows.length !== ids.length) throw accessDenied();
      await access.ensureMiners(reader, [...new Set(rows.map((w) => w.minerId))], "workers");
      // The snapshot's sums where its miner's is current (as the worker lists show them), else summed.
      const snapshot = new Map(rows.flatMap((r) => (r.stored ? [[r.id, r.stored] as const] : [])));
      const sums = await cachedSums(
        workerSumsCache,
        ids,
        w,
        (missing) => repo.workerSums(missing, w),
        snapshot,
      );
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
