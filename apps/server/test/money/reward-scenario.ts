import type { Db } from "../../src/db/client";
import { minerFees } from "../../src/db/schema";
import { addDifficulty, newMiner, poolAndOperator, setOperatorFee, setRate } from "./money-fixture";

/** 2e12 difficulty in a day at 52.5 sat per TH/s per day: 5,219,578 sat gross (reward-math.test.ts). */
export const S = 2e12;

/**
 * Three new miners (independent, a customer with a 1 % operator fee, one with a 2 % fee on 03-06..03-07) with
 * 2e12 difficulty on each day 2026-03-03..08; rates 52.5 sat from 03-01, 60 from 03-07, and on 03-08 two
 * rates of which the later created (52.5) wins.
 */
export async function seedRewardScenario(db: Db) {
  const ids = { poolId: "", operatorId: "", solo: "", customer: "", feeMiner: "" };
  Object.assign(ids, await poolAndOperator(db));
  ids.solo = await newMiner(db, "rrsolo");
  ids.customer = await newMiner(db, "rrcustomer", ids.operatorId);
  ids.feeMiner = await newMiner(db, "rrfee");
  await setRate(db, 52_500n, "2026-03-01");
  await setRate(db, 60_000n, "2026-03-07");
  // Same effective day, created later: it wins from 03-08 on.
  await setRate(db, 52_500n, "2026-03-08", new Date("2026-03-02T00:00:00Z"));
  await setRate(db, 99_999n, "2026-03-08", new Date("2026-03-01T00:00:00Z"));
  const at = new Date("2026-03-01T00:00:00Z");
  await setOperatorFee(db, ids.customer, ids.operatorId, 10_000, "2026-03-01");
  // The fee miner pays 2 % on 03-06 and 03-07 (inclusive), the pool's 0.9 % before and after.
  await db.insert(minerFees).values({
    minerId: ids.feeMiner,
    ppm: 20_000,
    startDate: "2026-03-06",
    endDate: "2026-03-07",
    createdAt: at,
  });
  for (const day of ["2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08"]) {
    for (const id of [ids.solo, ids.customer, ids.feeMiner]) await addDifficulty(db, id, day, S);
  }
  return ids;
}
