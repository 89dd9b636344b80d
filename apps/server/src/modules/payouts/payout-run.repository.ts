import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, operators, payments, payoutRequests, walletAddresses, wallets } from "../../db/schema";

/**
 * An account that may be paid: a live miner, or a Control Hub operator (its fee income), with a wallet and a
 * current address. Exactly one of `minerId` and `operatorId` is set.
 */
export type PayoutCandidate = {
  minerId: string | null;
  operatorId: string | null;
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
    /**
     * Every live miner's and every operator's wallet with its newest (current) address; the run decides on the
     * pause and limits. Miners first, then operators, each in wallet order.
     */
    async candidates(): Promise<PayoutCandidate[]> {
      const current = {
        walletId: wallets.id,
        address: walletAddresses.address,
        pausedUntil: walletAddresses.pausedUntil,
        minPayment: wallets.minPayment,
        maxPayment: wallets.maxPayment,
      };
      const ofMiners = await db
        .selectDistinctOn([walletAddresses.walletId], {
          minerId: miners.id,
          operatorId: sql<string | null>`null::uuid`,
          poolId: miners.poolId,
          ...current,
        })
        .from(walletAddresses)
        .innerJoin(wallets, eq(wallets.id, walletAddresses.walletId))
        .innerJoin(miners, and(eq(miners.id, wallets.minerId), isNull(miners.deletedAt)))
        .orderBy(walletAddresses.walletId, desc(walletAddresses.createdAt));
      const ofOperators = await db
        .selectDistinctOn([walletAddresses.walletId], {
          minerId: sql<string | null>`null::uuid`,
          operatorId: operators.id,
          poolId: operators.poolId,
          ...current,
        })
        .from(walletAddresses)
        .innerJoin(wallets, eq(wallets.id, walletAddresses.walletId))
        .innerJoin(operators, eq(operators.id, wallets.operatorId))
        .orderBy(walletAddresses.walletId, desc(walletAddresses.createdAt));
      return [...ofMiners, ...ofOperators];
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
