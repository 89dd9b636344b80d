import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, pools, unallocatedFunds, unattributedShares } from "../../db/schema";

export type UnattributedDay = { poolId: string; accountName: string; difficulty: number; feePpm: number };
export type UnallocatedRow = typeof unallocatedFunds.$inferSelect & { refundAccountName: string | null };
export type NewUnallocated = Omit<
  typeof unallocatedFunds.$inferInsert,
  "id" | "refundedAt" | "refundMinerId" | "refundPaymentId" | "refundedBy"
>;

const statusWhere = (status?: "unallocated" | "refunded") =>
  status === "unallocated"
    ? isNull(unallocatedFunds.refundedAt)
    : status === "refunded"
      ? isNotNull(unallocatedFunds.refundedAt)
      : undefined;

/** Drizzle access for unknown accounts' shares and the unallocated funds made of them. */
export function unallocatedRepository(db: Db) {
  const select = () =>
    db
      .select({ row: unallocatedFunds, refundAccountName: miners.accountName })
      .from(unallocatedFunds)
      .leftJoin(miners, eq(miners.id, unallocatedFunds.refundMinerId));
  const flat = (r: { row: typeof unallocatedFunds.$inferSelect; refundAccountName: string | null }) => ({
    ...r.row,
    refundAccountName: r.refundAccountName,
  });

  return {
    /** Each unknown account name's accepted difficulty on `day`, with its pool's default fee (ppm). */
    async unattributedOn(day: string): Promise<UnattributedDay[]> {
      const rows = await db
        .select({
          poolId: unattributedShares.poolId,
          accountName: unattributedShares.accountName,
          difficulty: unattributedShares.acceptedDifficulty,
          feePpm: pools.feePpm,
        })
        .from(unattributedShares)
        .innerJoin(pools, eq(pools.id, unattributedShares.poolId))
        .where(eq(unattributedShares.day, day))
        .orderBy(asc(unattributedShares.poolId), asc(unattributedShares.accountName));
      return rows.filter((r) => r.difficulty > 0);
    },
    /** Records a day's unallocated funds; null when that pool, day and name has them already. */
    async insert(row: NewUnallocated): Promise<string | null> {
      const [created] = await db
        .insert(unallocatedFunds)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: unallocatedFunds.id });
      return created?.id ?? null;
    },
    /** Newest first, a page. */
    async page(status: "unallocated" | "refunded" | undefined, limit: number, offset: number) {
      const rows = await select()
        .where(statusWhere(status))
        .orderBy(
          desc(unallocatedFunds.createdAt),
          desc(unallocatedFunds.day),
          asc(unallocatedFunds.accountName),
        )
        .limit(limit)
        .offset(offset);
      return rows.map(flat);
    },
    /** How many rows `status` matches, and the sum still unallocated (every row, whatever the filter). */
    async totals(status: "unallocated" | "refunded" | undefined) {
      const matching = statusWhere(status) ?? sql`true`;
      const open = sql`${unallocatedFunds.gross} - ${unallocatedFunds.fee}`;
      const [row] = await db
        .select({
          total: sql<number>`count(*) filter (where ${matching})`.mapWith(Number),
          open: sql<string>`coalesce(sum(${open}) filter (where ${unallocatedFunds.refundedAt} is null), 0)`,
        })
        .from(unallocatedFunds);
      return { total: row?.total ?? 0, open: BigInt(row?.open ?? "0") };
    },
    /** The row, locked until the transaction ends (a refund reads it under this lock). */
    async lock(id: string) {
      const [row] = await db.select().from(unallocatedFunds).where(eq(unallocatedFunds.id, id)).for("update");
      return row;
    },
    /** The miner (not deleted) of this pool with this account name. */
    async minerNamed(poolId: string, accountName: string) {
      const [row] = await db
        .select({ id: miners.id, accountName: miners.accountName })
        .from(miners)
        .where(and(eq(miners.poolId, poolId), eq(miners.accountName, accountName), isNull(miners.deletedAt)));
      return row;
    },
    async markRefunded(
      id: string,
      refund: Pick<UnallocatedRow, "refundedAt" | "refundMinerId" | "refundPaymentId" | "refundedBy">,
    ) {
      await db.update(unallocatedFunds).set(refund).where(eq(unallocatedFunds.id, id));
    },
  };
}
export type UnallocatedRepository = ReturnType<typeof unallocatedRepository>;
