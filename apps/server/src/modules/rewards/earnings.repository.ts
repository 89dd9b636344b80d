import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ledgerEntries, ledgerPostings, miners, operators } from "../../db/schema";

/** Drizzle access for the earnings reads: reward postings of the ledger, and whose accounts are whose. */
export function earningsRepository(db: Db) {
  async function rewardSum(accountKey: string, minerId?: string) {
    const [row] = await db
      .select({
        sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text`,
        since: sql<Date | string | null>`min(${ledgerEntries.createdAt})`,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .where(
        and(
          eq(ledgerPostings.accountKey, accountKey),
          eq(ledgerEntries.kind, "reward"),
          // A reward entry's key is `reward:<day>:<miner id>` (reward-run.ts).
          minerId ? like(ledgerEntries.idempotencyKey, `reward:%:${minerId}`) : undefined,
        ),
      );
    const since = row?.since ?? null;
    return {
      amount: BigInt(row?.sum ?? "0"),
      since: since === null ? null : new Date(since).toISOString(),
    };
  }
  return {
    /** What the account was credited by reward entries, and when the first was made. */
    rewardCredits: (accountKey: string) => rewardSum(accountKey),
    /** The same, only from the rewards of one miner. */
    rewardCreditsFrom: (accountKey: string, minerId: string) => rewardSum(accountKey, minerId),
    /** Every miner's pool, by miner id, or null when there are more than `limit` miners. */
    async minerPools(limit: number): Promise<Map<string, string> | null> {
      const rows = await db
        .select({ id: miners.id, poolId: miners.poolId })
        .from(miners)
        .limit(limit + 1);
      if (rows.length > limit) return null;
      return new Map(rows.map((r) => [r.id, r.poolId]));
    },
    async miner(id: string) {
      const [row] = await db
        .select({ poolId: miners.poolId, operatorId: miners.operatorId })
        .from(miners)
        .where(eq(miners.id, id));
      return row ?? null;
    },
    async operatorPool(id: string): Promise<string | null> {
      const [row] = await db.select({ poolId: operators.poolId }).from(operators).where(eq(operators.id, id));
      return row?.poolId ?? null;
    },
  };
}
export type EarningsRepository = ReturnType<typeof earningsRepository>;
