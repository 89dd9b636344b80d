import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ledgerAccounts, ledgerChecks, ledgerEntries, ledgerPostings, users } from "../../db/schema";
import { accountKey, type LedgerAccount } from "./ledger-accounts";

/** The ledger check's advisory lock (two-key form), held to the end of the check's transaction. */
const ledgerCheckLock = sql`${0x5057_0006}::int, 1::int`;

/** Drizzle access to the ledger tables. Call the writing methods inside a transaction (`ledger.service.ts`). */
export function ledgerRepository(db: Db) {
  return {
    /** Creates the entry; null when its idempotency key exists already (the first one's id is then looked up). */
    async insertEntry(kind: string, idempotencyKey: string, memo: string | null, at: Date) {
      const [row] = await db
        .insert(ledgerEntries)
        .values({ kind, idempotencyKey, memo, createdAt: at })
        .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
        .returning({ id: ledgerEntries.id });
      return row?.id ?? null;
    },
    async entryIdByKey(idempotencyKey: string): Promise<string | null> {
      const [row] = await db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
      return row?.id ?? null;
    },
    async ensureAccounts(accounts: LedgerAccount[]): Promise<void> {
      if (accounts.length === 0) return;
      await db
        .insert(ledgerAccounts)
        .values(
          accounts.map((a) => ({
            key: accountKey(a),
            kind: a.kind,
            poolId: a.poolId,
            minerId: a.kind === "miner" ? a.minerId : null,
            operatorId: a.kind === "operator" ? a.operatorId : null,
          })),
        )
        .onConflictDoNothing({ target: ledgerAccounts.key });
    },
    /** Locks the accounts (in key order, so two movers never deadlock) and answers their balances. */
    async lockBalances(keys: string[]): Promise<Map<string, bigint>> {
      const sorted = [...new Set(keys)].sort();
      const balances = new Map<string, bigint>();
      if (sorted.length === 0) return balances;
      const rows = await db
        .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.key, sorted))
        .orderBy(asc(ledgerAccounts.key))
        .for("update");
      for (const row of rows) balances.set(row.key, row.balance);
      return balances;
    },
    async addToBalance(key: string, amount: bigint): Promise<void> {
      await db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${amount.toString()}::bigint` })
        .where(eq(ledgerAccounts.key, key));
    },
    async insertPostings(entryId: string, postings: { key: string; amount: bigint }[]): Promise<void> {
      await db
        .insert(ledgerPostings)
        .values(postings.map((p) => ({ entryId, accountKey: p.key, amount: p.amount })));
    },
    async balances(keys: string[]): Promise<Map<string, bigint>> {
      const balances = new Map<string, bigint>();
      if (keys.length === 0) return balances;
      const rows = await db
        .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.key, keys));
      for (const row of rows) balances.set(row.key, row.balance);
      return balances;
    },
    /** The whole-ledger audit: the sum of all postings, entries that do not sum to zero, stale balances. */
    async audit() {
      const [total] = await db
        .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
        .from(ledgerPostings);
      const unbalanced = await rowsOf<{ n: string }>(
        db,
        sql`select count(*)::text as n from (select entry_id from ledger_postings group by entry_id having sum(amount) <> 0) u`,
      );
      const mismatched = await rowsOf<{ key: string; balance: string; postings: string }>(
        db,
        sql`select a.key, a.balance::text as balance, coalesce(p.s, 0)::text as postings
            from ledger_accounts a
            left join (select account_key, sum(amount) as s from ledger_postings group by account_key) p
              on p.account_key = a.key
            where a.balance <> coalesce(p.s, 0)
            order by a.key limit 100`,
      );
      return {
        postingsSum: BigInt(total?.sum ?? "0"),
        unbalancedEntries: Number(unbalanced[0]?.n ?? 0),
        mismatchedAccounts: mismatched,
      };
    },
    async recordCheck(check: typeof ledgerChecks.$inferInsert): Promise<void> {
      await db.insert(ledgerChecks).values(check);
    },
    async latestCheck() {
      const [row] = await db.select().from(ledgerChecks).orderBy(sql`${ledgerChecks.id} desc`).limit(1);
      return row ?? null;
    },
    /** The latest check with the e-mail of the user who started it (null: the schedule, or a deleted user). */
    async latestCheckWithUser() {
      const [row] = await db
        .select({ check: ledgerChecks, email: users.email })
        .from(ledgerChecks)
        .leftJoin(users, eq(users.id, ledgerChecks.triggeredBy))
        .orderBy(sql`${ledgerChecks.id} desc`)
        .limit(1);
      return row ?? null;
    },
    /**
     * Waits for the ledger check's lock (inside a transaction; a running check may take a while, so this wait
     * may last up to two minutes rather than the usual lock timeout).
     */
    async lockCheck(): Promise<void> {
      await db.execute(sql`set local lock_timeout = '120s'`);
      await db.execute(sql`select pg_advisory_xact_lock(${ledgerCheckLock})`);
    },
    /** Takes the ledger check's lock if it is free (inside a transaction); false while another check runs. */
    async tryLockCheck(): Promise<boolean> {
      const rows = await rowsOf<{ locked: boolean }>(
        db,
        sql`select pg_try_advisory_xact_lock(${ledgerCheckLock}) as locked`,
      );
      return rows[0]?.locked === true;
    },
  };
}
export type LedgerRepository = ReturnType<typeof ledgerRepository>;

/** Raw rows of a query on either driver (both answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
