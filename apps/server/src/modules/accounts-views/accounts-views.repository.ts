import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { operatorRollups, operators, poolRollups, pools } from "../../db/schema";
import { stratumUrlsOf } from "../pools/stratum-urls";
import type { StatsSums } from "../telemetry/hashrate/hashrate";
import { type WindowQuery, windowSums } from "../telemetry/stats/stats.repository";
import { customerMoney } from "./customer-money.repository";
import { figuresState, type MinerScope, refreshStaleFigures } from "./miner-figures.repository";
import { type ListScope, minerListRepository } from "./miner-list.repository";

export type PoolRecord = { id: string; name: string; createdAt: Date; stratumUrls: string[] };
export type OperatorRecord = {
  id: string;
  operatorName: string;
  title: string;
  poolId: string;
  createdAt: Date;
};

/** Drizzle access for the pool and operator views, their stats and miner lists. */
export function accountsViewsRepository(db: Db) {
  return {
    ...minerListRepository(db),
    customerMoney: (operatorId: string, minerIds: string[], day: string) =>
      customerMoney(db, operatorId, minerIds, day),
    figuresState: (scope: MinerScope, asOf: Date) => figuresState(db, scope, asOf),
    refreshStaleFigures: (scope: MinerScope, windows: WindowQuery[]) =>
      refreshStaleFigures(db, scope, windows),

    async pool(id: string): Promise<PoolRecord | undefined> {
      const [row] = await db
        .select({
          id: pools.id,
          name: pools.name,
          createdAt: pools.createdAt,
          stratumUrls: stratumUrlsOf(pools.id),
        })
        .from(pools)
        .where(eq(pools.id, id));
      return row;
    },

    async operator(id: string): Promise<OperatorRecord | undefined> {
      const [row] = await db
        .select({
          id: operators.id,
          operatorName: operators.operatorName,
          title: operators.title,
          poolId: operators.poolId,
          createdAt: operators.createdAt,
        })
        .from(operators)
        .where(eq(operators.id, id));
      return row;
    },

    /** The window sums of the pool's or the operator's own rollups (written at ingest). */
    async groupSums(scope: ListScope, windows: WindowQuery[]): Promise<StatsSums | undefined> {
      const sums =
        scope.type === "pool"
          ? await windowSums(db, poolRollups, poolRollups.poolId, [scope.id], windows)
          : await windowSums(db, operatorRollups, operatorRollups.operatorId, [scope.id], windows);
      return sums.get(scope.id);
    },
  };
}
export type AccountsViewsRepository = ReturnType<typeof accountsViewsRepository>;
