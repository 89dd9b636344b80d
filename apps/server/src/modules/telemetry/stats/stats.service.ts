import type { MinerStats, WorkerStats, WorkerStatus } from "@pithead/contract";
import type { Clock } from "../../../clock";
import { accessDenied, type ReadAccess, type Reader } from "../../accounts/read-access";
import { hashrateFigures, noSums, windowQueries } from "../hashrate/hashrate";
import type { StatsRepository } from "./stats.repository";

/** Hashrate and worker figures of miners and workers. No Fastify, no SQL here. */
export function statsService(deps: {
  repo: StatsRepository;
  access: Pick<ReadAccess, "ensureMiners">;
  clock: Clock;
}) {
  const { repo, access, clock } = deps;
  const windows = () => windowQueries(clock.now());

  return {
    async minerStats(reader: Reader, ids: string[]): Promise<MinerStats[]> {
      await access.ensureMiners(reader, ids, "dashboard");
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
