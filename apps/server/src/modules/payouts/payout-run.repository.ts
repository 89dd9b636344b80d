import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, payments, payoutRequests, walletAddresses, wallets } from "../../db/schema";

/** A miner that may be paid: a live miner with a wallet and a current address. */
export type PayoutCandidate = {
  minerId: string;
  poolId: string;
  walletId: string;
  address: string;
  pausedUntil: Date;
  minPayment: bigint;
  maxPayment: bigint;
};

/** Drizzle access for the payout run: candidates, and the payment and request rows of each payout. */
export function payoutRunRepository(db: Db) {
  return {
    /** Every live miner's wallet with its newest (current) address; the run decides on the pause and limits. */
    async candidates(): Promise<PayoutCandidate[]> {
      return db
        .selectDistinctOn([walletAddresses.walletId], {
          minerId: miners.id,
          poolId: miners.poolId,
          walletId: wallets.id,
          address: walletAddresses.address,
          pausedUntil: walletAddresses.pausedUntil,
          minPayment: wallets.minPayment,
          maxPayment: wallets.maxPayment,
        })
        .from(walletAddresses)
        .innerJoin(wallets, eq(wallets.id, walletAddresses.walletId))
        .innerJoin(miners, and(eq(miners.id, wallets.minerId), isNull(miners.deletedAt)))
        .orderBy(walletAddresses.walletId, desc(walletAddresses.createdAt));
    },
    async insertPayment(row: typeof payments.$inferInsert): Promise<string> {
      const [created] = await db.insert(payments).values(row).returning({ id: payments.id });
      if (!created) throw new Error("payment insert returned nothing");
      return created.id;
    },
    async insertRequest(row: typeof payoutRequests.$inferInsert): Promise<string> {
      const [created] = await db.insert(payoutRequests).values(row).returning({ id: payoutRequests.id });
      if (!created) throw new Error("payout request insert returned nothing");
      return created.id;
    },
  };
}
