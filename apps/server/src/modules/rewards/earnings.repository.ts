import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { namedQuery } from "../../db/named-query";
import { ledgerEntries, ledgerPostings, miners, operators } from "../../db/schema";
import { withinLimit } from "../../lib/whole-pool-read";

/**
 * What reward entries credited account $1 and when the first was made, as a named statement (every dashboard's
 * earned-all-time runs it once per miner and change of the money tables).
 */
const rewardCreditsText = `select coalesce(sum(p.amount), 0)::text as sum, min(e.created_at) as since
  from ledger_postings p join ledger_entries e on e.id = p.entry_id
  where p.account_key = $1 and e.kind = 'reward'`;

const creditsOf = (row: { sum?: string | null; since?: Date | string | null } | undefined) => {
  const since = row?.since ?? null;
  return {
    amount: BigInt(row?.sum ?? "0"),
    since: since === null ? null : new Date(since).toISOString(),
  };
};

/** Drizzle access for the earnings reads: reward postings of the ledger, and whose accounts are whose. */
export function earningsRepository(db: Db) {
  async function rewardSumFrom(accountKey: string, minerId: string) {
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
          like(ledgerEntries.idempotencyKey, `reward:%:${minerId}`),
        ),
      );
    return creditsOf(row);
  }
  return {
    /** What the account was credited by reward entries, and when the first was made. */
    rewardCredits: async (accountKey: string) => {
      const [row] = await namedQuery<{ sum: string; since: Date | string | null }>(
        db,
        "reward_credits",
        rewardCreditsText,
        [accountKey],
      );
      return creditsOf(row);
    },
    /** The same, only from the rewards of one miner. */
    rewardCreditsFrom: (accountKey: string, minerId: string) => rewardSumFrom(accountKey, minerId),
    /** Every miner's pool, by miner id, or null when there are more than `limit` miners. */
    async minerPools(limit: number): Promise<Map<string, string> | null> {
      const rows = await db
        .select({ id: miners.id, poolId: miners.poolId })
        .from(miners)
        .limit(limit + 1);
      const kept = withinLimit(rows, limit);
      return kept && new Map(kept.map((r) => [r.id, r.poolId]));
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
