import type { HashrateFigures, MinerStats } from "@pithead/contract";

/** Whose dashboard: a miner, or the aggregate of a pool or an operator. */
export type DashboardSource = { type: "miner" | "pool" | "operator"; id: string };

export type WorkersByStatus = MinerStats["workers"];

/** What the tiles show, the same for a miner and an aggregate (`miners` only for an aggregate). */
export type DashboardFigures = HashrateFigures & { workers: WorkersByStatus; miners?: number };
