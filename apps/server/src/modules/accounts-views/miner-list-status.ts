import type { MinerListStatus, WorkerStatus } from "@pithead/contract";

export type WorkerCounts = Record<WorkerStatus, number>;

export const noWorkers = (): WorkerCounts => ({ stable: 0, unavailable: 0, off: 0, removed: 0 });

/**
 * A miner's state in the lists of pools and operators, from its workers by status:
 * - active: at least one stable worker;
 * - inactive: workers that are unavailable or off, none stable;
 * - empty: no worker yet, or only removed ones (gone from lists, kept in history).
 * Workers are the miner's hardware workers (every screen's counts: telemetry/workers/worker-counts.ts);
 * `miner-list.repository.ts` filters and counts with the same rule in SQL (`minerStatusSql`).
 */
export function minerListStatus(workers: WorkerCounts): MinerListStatus {
  if (workers.stable > 0) return "active";
  if (workers.unavailable + workers.off > 0) return "inactive";
  return "empty";
}
