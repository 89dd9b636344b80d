import type { MinerStats, WorkerStats, WorkerStatus } from "@pithead/contract";
import type { Clock } from "../../../clock";
import { ProductError } from "../../../lib/product-error";
import type { MinerAccessRepository } from "../../accounts/miner-access.repository";
import { hashrateFigures, type StatsSums, statsWindows, windowRange } from "../hashrate/hashrate";
import type { StatsRepository, WindowQuery } from "./stats.repository";

const noSums: StatsSums = {
  "15m": { acceptedDifficulty: 0, acceptedCount: 0 },
  "1h": { acceptedDifficulty: 0, acceptedCount: 0 },
  "24h": { acceptedDifficulty: 0, acceptedCount: 0 },
  rejectedDifficulty15m: 0,
};

export const accessDenied = () =>
  new ProductError("access_denied", 403, "You have no access to this account");

/** Hashrate and worker figures of miners and workers. No Fastify, no SQL here. */
export function statsService(deps: {
  repo: StatsRepository;
  access: Pick<MinerAccessRepository, "readableMiners">;
  clock: Clock;
}) {
  const { repo, access, clock } = deps;
  const windows = (): WindowQuery[] => {
    const now = clock.now();
    return statsWindows.map((w) => ({
      name: w.name,
      bucketSeconds: w.bucketSeconds,
      ...windowRange(w, now),
    }));
  };
  /** 403 unless the user may read every one of the miners (an unknown id is refused the same way). */
  const ensureReadable = async (userId: string, minerIds: string[]) => {
    const readable = await access.readableMiners(userId, minerIds);
    if (minerIds.some((id) => !readable.has(id))) throw accessDenied();
  };

  return {
    async minerStats(userId: string, ids: string[]): Promise<MinerStats[]> {
      await ensureReadable(userId, ids);
      const [sums, counts] = await Promise.all([repo.minerSums(ids, windows()), repo.workerCounts(ids)]);
      const byStatus = new Map<string, Record<WorkerStatus, number>>(
        ids.map((id) => [id, { stable: 0, unavailable: 0, off: 0, removed: 0 }]),
      );
      for (const c of counts) {
        const entry = byStatus.get(c.minerId);
        if (entry) entry[c.status] = c.count;
      }
      return ids.map((id) => ({
        id,
        ...hashrateFigures(sums.get(id) ?? noSums),
        workers: byStatus.get(id) ?? { stable: 0, unavailable: 0, off: 0, removed: 0 },
      }));
    },

    async workerStats(userId: string, ids: string[]): Promise<WorkerStats[]> {
      const rows = await repo.workersByIds(ids);
      if (rows.length !== ids.length) throw accessDenied();
      await ensureReadable(userId, [...new Set(rows.map((w) => w.minerId))]);
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
          ...hashrateFigures(sums.get(id) ?? noSums),
        };
      });
    },
  };
}
