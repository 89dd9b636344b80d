import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invites, miners, operators, permissions, pools, users } from "../../db/schema";
import { type AccessAuditEntry, recordAccessAudit } from "../accounts/access-audit.repository";

export type AccountRow = {
  id: string;
  accountName: string;
  title: string;
  poolId: string;
  operatorId: string | null;
  totalFeeHide: boolean;
};

export type AuditLine = AccessAuditEntry & { type: "operator" | "pool" | "miner" };

const accountColumns = {
  id: miners.id,
  accountName: miners.accountName,
  title: miners.title,
  poolId: miners.poolId,
  operatorId: miners.operatorId,
  totalFeeHide: miners.totalFeeHide,
};

/** Drizzle access for creating customers and sub-accounts; `transaction` hands the transaction's Db too. */
export function customersRepository(db: Db) {
  return {
    ...statements(db),
    transaction<T>(work: (repo: CustomerStatements, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => {
        const txDb = tx as unknown as Db;
        return work(statements(txDb), txDb);
      });
    },
  };
}
export type CustomersRepository = ReturnType<typeof customersRepository>;

function statements(db: Db) {
  return {
    async operator(id: string) {
      const [row] = await db
        .select({
          id: operators.id,
          poolId: operators.poolId,
          title: operators.title,
          operatorName: operators.operatorName,
        })
        .from(operators)
        .where(eq(operators.id, id));
      return row;
    },
    async pool(id: string) {
      const [row] = await db.select({ id: pools.id }).from(pools).where(eq(pools.id, id));
      return row;
    },
    async miner(id: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(miners)
        .where(and(eq(miners.id, id), isNull(miners.deletedAt)));
      return row;
    },
    /** Serialises concurrent creations of sub-accounts under one parent (their owners are copied). */
    async lockMiner(id: string): Promise<void> {
      await db.select({ id: miners.id }).from(miners).where(eq(miners.id, id)).for("update");
    },
    /** Inserts the miner; undefined when the account name was taken meanwhile. */
    async insertMiner(input: {
      poolId: string;
      operatorId: string | null;
      accountName: string;
      title: string;
    }): Promise<AccountRow | undefined> {
      const [row] = await db
        .insert(miners)
        .values(input)
        .onConflictDoNothing({ target: miners.accountName })
        .returning(accountColumns);
      return row;
    },
    async grantOwner(userId: string, minerId: string): Promise<void> {
      await db
        .insert(permissions)
        .values({ userId, type: "miner", minerId, role: "owner" })
        .onConflictDoNothing();
    },
    /** The users who own the miner. */
    async ownersOf(minerId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: permissions.userId })
        .from(permissions)
        .innerJoin(users, eq(users.id, permissions.userId))
        .where(and(eq(permissions.minerId, minerId), eq(permissions.role, "owner")));
      return rows.map((r) => r.userId);
    },
    /** E-mails invited as the miner's owner and not yet accepted, withdrawn or expired. */
    async pendingOwnerEmails(minerId: string, now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ email: invites.email })
        .from(invites)
        .where(
          and(
            eq(invites.minerId, minerId),
            eq(invites.role, "owner"),
            isNull(invites.acceptedAt),
            isNull(invites.revokedAt),
            gt(invites.expiresAt, now),
          ),
        )
        .limit(20);
      return rows.map((r) => r.email);
    },
    async setFeeHide(minerId: string, hide: boolean): Promise<void> {
      await db.update(miners).set({ totalFeeHide: hide }).where(eq(miners.id, minerId));
    },
    audit: (line: AuditLine) => recordAccessAudit(db, [line]),
  };
}
type CustomerStatements = ReturnType<typeof statements>;
