import type { Db } from "../../db/client";
import { feesRepository } from "./fees.repository";

export type FeeInForce = {
  /** The pool's part in ppm of the gross: the miner's own fee covering the day, else the pool's default. */
  poolPpm: number;
  poolSource: "miner" | "pool_default";
  /** The Control Hub operator's part (customers only): its newest fee covering the day, else 0. */
  operatorPpm: number;
};

/**
 * The fees in force on settlement `day` for each miner (SPEC: fee periods are inclusive of their start and
 * end day; among rows covering the day the newest `created_at` wins). Works inside a transaction too.
 */
export async function feeInForce(db: Db, minerIds: string[], day: string): Promise<Map<string, FeeInForce>> {
  const result = new Map<string, FeeInForce>();
  if (minerIds.length === 0) return result;
  const repo = feesRepository(db);
  // One after another: inside a transaction the queries share one connection.
  const minersRows = await repo.minersWithPool(minerIds);
  const own = await repo.minerFeesOn(minerIds, day);
  const operator = await repo.operatorFeesOn(minerIds, day);
  const ownBy = new Map(own.map((r) => [r.minerId, r.ppm]));
  const operatorBy = new Map(operator.map((r) => [r.minerId, r.ppm]));
  for (const m of minersRows) {
    const mine = ownBy.get(m.id);
    const poolPpm = mine ?? m.feePpm;
    const operatorPpm = m.operatorId ? (operatorBy.get(m.id) ?? 0) : 0;
    result.set(m.id, {
      poolPpm,
      poolSource: mine === undefined ? "pool_default" : "miner",
      // Together never above 100 %: the operator gets at most what the pool's part leaves.
      operatorPpm: Math.min(operatorPpm, 1_000_000 - poolPpm),
    });
  }
  return result;
}
