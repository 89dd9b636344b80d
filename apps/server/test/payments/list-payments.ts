import type { Db } from "../../src/db/client";
import { type PaymentsWorld, payout, reward } from "./payments-fixture";

export const listTxId = "a".repeat(64);

/**
 * The payments the list and balance tests read. alice: rewards of 1-3 March (net 99,100, 198,200, 297,300),
 * payouts of 250,000 (sent) and 100,000 (created), both pending: balance 244,600, pending 350,000. cust (the
 * operator's customer): 98,100 net, 1,000 operator fee. bob: 49,550. far (another pool): 9,910.
 * Pool fee income 6,750.
 */
export async function seedListPayments(db: Db, w: PaymentsWorld) {
  const txId = listTxId;
  const { poolId, otherPoolId, operatorId } = w.ids;
  const alice = { poolId, minerId: w.ids.alice };
  await reward(db, alice, "2026-03-01", new Date("2026-03-02T09:00:00Z"), { gross: 100000n, poolFee: 900n });
  await reward(db, alice, "2026-03-02", new Date("2026-03-03T09:00:00Z"), { gross: 200000n, poolFee: 1800n });
  await payout(db, alice, "2026-03-03", new Date("2026-03-03T14:00:00Z"), 250000n, { txId });
  await reward(db, alice, "2026-03-03", new Date("2026-03-04T09:00:00Z"), { gross: 300000n, poolFee: 2700n });
  await payout(db, alice, "2026-03-04", new Date("2026-03-04T14:00:00Z"), 100000n);
  const cust = { poolId, minerId: w.ids.cust, operatorId };
  await reward(db, cust, "2026-03-01", new Date("2026-03-02T09:00:00Z"), {
    gross: 100000n,
    poolFee: 900n,
    operatorFee: 1000n,
    operatorPpm: 10000,
  });
  const bob = { poolId, minerId: w.ids.bob };
  await reward(db, bob, "2026-03-01", new Date("2026-03-02T09:00:00Z"), { gross: 50000n, poolFee: 450n });
  const far = { poolId: otherPoolId, minerId: w.ids.far };
  await reward(db, far, "2026-03-01", new Date("2026-03-02T09:00:00Z"), { gross: 10000n, poolFee: 90n });
}
