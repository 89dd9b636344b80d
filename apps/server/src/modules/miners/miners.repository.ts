import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { minerDeletionRequests, miners, operators, permissions, users } from "../../db/schema";
import { notify } from "../notifications/notify";
import { currentPoolId } from "../pools/pools.repository";

export type MinerSummary = { id: string; accountName: string };

/** Drizzle access to miner accounts; `transaction` runs several steps atomically. */
export interface MinersRepository {
  transaction<T>(work: (repo: MinersRepository) => Promise<T>): Promise<T>;
  lockUser(userId: string): Promise<void>;
  userOwnsMiner(userId: string): Promise<boolean>;
  nameTaken(name: string): Promise<boolean>;
  currentPoolId(): Promise<string | undefined>;
  createOwned(input: {
    userId: string;
    poolId: string;
    accountName: string;
  }): Promise<MinerSummary | undefined>;
  findActive(id: string): Promise<MinerSummary | undefined>;
  recordDeletionRequest(minerId: string, userId: string): Promise<boolean>;
  /** Writes the `delete-miner` notification (to the account's owners and admins) in this transaction. */
  notifyDeletionRequested(input: {
    minerId: string;
    accountName: string;
    email: string;
    at: Date;
  }): Promise<void>;
}

export function minersRepository(db: Db): MinersRepository {
  return {
    transaction<T>(work: (repo: MinersRepository) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(minersRepository(tx as unknown as Db)));
    },
    /** Serialises concurrent account creation by one user. */
    async lockUser(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    },
    async userOwnsMiner(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: permissions.id })
        .from(permissions)
        .innerJoin(miners, eq(miners.id, permissions.minerId))
        .where(and(eq(permissions.userId, userId), eq(permissions.role, "owner"), isNull(miners.deletedAt)))
        .limit(1);
      return rows.length > 0;
    },
    /** A miner account or a Control Hub operator already uses the name. */
    async nameTaken(name: string): Promise<boolean> {
      const [miner] = await db
        .select({ id: miners.id })
        .from(miners)
        .where(eq(miners.accountName, name))
        .limit(1);
      if (miner) return true;
      const [operator] = await db
        .select({ id: operators.id })
        .from(operators)
        .where(eq(operators.operatorName, name))
        .limit(1);
      return operator !== undefined;
    },
    currentPoolId: () => currentPoolId(db),
    /** Inserts the miner with the user as its owner; undefined when the name was taken meanwhile. */
    async createOwned(input: {
      userId: string;
      poolId: string;
      accountName: string;
    }): Promise<MinerSummary | undefined> {
      const [miner] = await db
        .insert(miners)
        .values({ poolId: input.poolId, accountName: input.accountName, title: input.accountName })
        .onConflictDoNothing({ target: miners.accountName })
        .returning({ id: miners.id, accountName: miners.accountName });
      if (!miner) return undefined;
      await db
        .insert(permissions)
        .values({ userId: input.userId, type: "miner", minerId: miner.id, role: "owner" });
      return miner;
    },
    async findActive(id: string): Promise<MinerSummary | undefined> {
      const [row] = await db
        .select({ id: miners.id, accountName: miners.accountName })
        .from(miners)
        .where(and(eq(miners.id, id), isNull(miners.deletedAt)))
        .limit(1);
      return row;
    },
    /** Records the deletion request; false when one is already on file for the miner. */
    async recordDeletionRequest(minerId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(minerDeletionRequests)
        .values({ minerId, requestedBy: userId })
        .onConflictDoNothing({ target: minerDeletionRequests.minerId })
        .returning({ id: minerDeletionRequests.id });
      return rows.length > 0;
    },
    async notifyDeletionRequested({ minerId, accountName, email, at }) {
      await notify(db, at, {
        key: `delete-miner:${minerId}`,
        minerId,
        payload: {
          event: "delete-miner",
          account_name: accountName,
          requested_by: email,
          at: at.toISOString(),
        },
      });
    },
  };
}
