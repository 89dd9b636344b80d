import type { WorkerStatus } from "@pithead/contract";
import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { type CachedRead, cachedRead, readEachTime } from "../../../lib/change-cache";
import { compactWorkerRollups } from "../rollups/compact-worker-rollups";
import { figureWindows } from "./figure-windows";
import {
  type FiguresOwner,
  type MarkCounts,
  type WorkerFiguresRepository,
  workerFiguresRepository,
} from "./worker-figures.repository";
import { type WorkersRepository, workersRepository } from "./workers.repository";

/**
 * Workers by status: the ONE source of every count of workers a screen shows (miner, operator and pool
 * dashboards, the miner lists' per-miner counts and status filter, the worker lists' totals and status
 * counts), so they agree whenever read together (issue 41 item 8). Hardware workers only: the pool and
 * operator worker lists hold only those, and a miner's boundary workers are listed and counted apart
 * (`workers/boundary/stats`).
 *
 * The counts are the `worker_figure_marks` of the miners concerned (kept equal to their `worker_figures` rows,
 * which the status sweep updates in the transaction that moves `workers.status`). A mark counts its miner's
 * workers exactly whatever window end it was made for, unless the miner has a worker the mark has not seen, or
 * moved (`uncounted`): those miners are refreshed first. The check is kept (`cached`, the figures cache) until a
 * worker is added or changes status or a miner changes.
 */
export function workerCountsService(deps: {
  figures: WorkerFiguresRepository;
  repo: Pick<WorkersRepository, "statusCounts">;
  clock: Clock;
  /** Folds staged worker minutes into the worker rollups before a refresh (the compaction job's work). */
  compact: () => Promise<unknown>;
  cached?: CachedRead;
}) {
  const { figures, repo, clock, compact } = deps;
  const cached = deps.cached ?? readEachTime;

  async function refresh(stale: string[]) {
    if (stale.length === 0) return;
    await compact();
    await figures.refreshMiners(stale, figureWindows(clock.now()));
  }

  /** Makes the marks of `owner`'s miners (and of miners that left it) count their workers. */
  const counted = (owner: FiguresOwner) =>
    cached(`counted:${owner.type}:${owner.id}`, async () => {
      await refresh(await figures.staleMiners(owner, null));
      return true;
    });

  return {
    counted,
    /** The owner's hardware workers by status (every status, `removed` included). */
    async ofOwner(owner: FiguresOwner): Promise<MarkCounts> {
      await counted(owner);
      return countsOf(await repo.statusCounts(owner, { behaviour: "hardware" }));
    },
    /**
     * Each miner's hardware workers by status (miners without workers: zeros). The answer is kept until a
     * change, so its values are the same objects while they hold (read-only).
     */
    ofMiners(ids: string[]): Promise<Map<string, MarkCounts>> {
      const sorted = [...new Set(ids)].sort();
      return cached(`miner-counts:${sorted.join(",")}`, async () => {
        await refresh(await figures.uncountedMiners(sorted));
        const marks = await figures.markCounts(sorted, "hardware");
        return new Map(sorted.map((id) => [id, marks.get(id) ?? countsOf(new Map())]));
      });
    },
  };
}
export type WorkerCountsService = ReturnType<typeof workerCountsService>;

function countsOf(counts: Map<WorkerStatus, number>): MarkCounts {
  return {
    stable: counts.get("stable") ?? 0,
    unavailable: counts.get("unavailable") ?? 0,
    off: counts.get("off") ?? 0,
    removed: counts.get("removed") ?? 0,
  };
}

/** The service on the app's pool, its checks kept in the figures cache. */
export function appWorkerCounts(db: Db, clock: Clock): WorkerCountsService {
  return workerCountsService({
    figures: workerFiguresRepository(db),
    repo: workersRepository(db),
    clock,
    compact: () => compactWorkerRollups(db, clock),
    cached: (key, load) => cachedRead(db, "figures", key, load),
  });
}
