import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, operators, payments, payoutRequests } from "../../db/schema";

/** A request with its payment's owner: a miner (`minerId`) or a Control Hub operator (`operatorId`). */
export type PayoutRequestRow = typeof payoutRequests.$inferSelect & {
  minerId: string | null;
  operatorId: string | null;
  accountName: string;
  settlementDay: string | null;
};
export type PayoutRequestPatch = Partial<
  Pick<typeof payoutRequests.$inferSelect, "status" | "txId" | "failureReason">
>;

const columns = {
  id: payoutRequests.id,
  paymentId: payoutRequests.paymentId,
  poolId: payoutRequests.poolId,
  provider: payoutRequests.provider,
  status: payoutRequests.status,
  address: payoutRequests.address,
  amount: payoutRequests.amount,
  feeLevel: payoutRequests.feeLevel,
  feePerVbyte: payoutRequests.feePerVbyte,
  txId: payoutRequests.txId,
  failureReason: payoutRequests.failureReason,
  createdAt: payoutRequests.createdAt,
  updatedAt: payoutRequests.updatedAt,
  minerId: payments.minerId,
  operatorId: payments.operatorId,
  settlementDay: payments.settlementDay,
  accountName: sql<string>`coalesce(${miners.accountName}, ${operators.operatorName})`,
};

/** Drizzle access to payout requests with their payment's miner or operator. */
export function payoutRequestsRepository(db: Db) {
  const select = () =>
    db
      .select(columns)
      .from(payoutRequests)
      .innerJoin(payments, eq(payments.id, payoutRequests.paymentId))
      .leftJoin(miners, eq(miners.id, payments.minerId))
      .leftJoin(operators, eq(operators.id, payments.operatorId));
  return {
    /** A page of requests, newest first, optionally of one status; with the total count. */
    async list(status: string | undefined, page: number, perPage: number) {
      const where = status ? eq(payoutRequests.status, status) : undefined;
      const rows = await select()
        .where(where)
        .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(payoutRequests).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async byId(id: string): Promise<PayoutRequestRow | undefined> {
      const [row] = await select().where(eq(payoutRequests.id, id));
      return row;
    },
    /** Locks the request row for a transition (concurrent transitions of one request run one at a time). */
    async lock(id: string): Promise<PayoutRequestRow | undefined> {
      const [row] = await select().where(eq(payoutRequests.id, id)).for("update", { of: payoutRequests });
      return row;
    },
    async update(id: string, patch: PayoutRequestPatch, at: Date): Promise<void> {
      await db
        .update(payoutRequests)
        .set({ ...patch, updatedAt: at })
        .where(eq(payoutRequests.id, id));
    },
    async setPaymentStatus(paymentId: string, status: "completed" | "canceled", at: Date): Promise<void> {
      await db.update(payments).set({ status, updatedAt: at }).where(eq(payments.id, paymentId));
    },
  };
}
