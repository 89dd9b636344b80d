import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, payments, permissions } from "../../db/schema";

/** Drizzle access for transfers: the two miners, and the two payment rows of one transfer. */
export function transfersRepository(db: Db) {
  return {
    /** A live miner's pool and account name (null for an unknown or deleted one). */
    async miner(id: string): Promise<{ poolId: string; accountName: string } | null> {
      const [row] = await db
        .select({ poolId: miners.poolId, accountName: miners.accountName, deletedAt: miners.deletedAt })
        .from(miners)
        .where(eq(miners.id, id));
      return row && !row.deletedAt ? { poolId: row.poolId, accountName: row.accountName } : null;
    },
    /** True when one user holds the owner role on both miners (a permission on each miner itself). */
    async sameOwner(a: string, b: string): Promise<boolean> {
      const rows = await db
        .selectDistinct({ userId: permissions.userId, minerId: permissions.minerId })
        .from(permissions)
        .where(and(inArray(permissions.minerId, [a, b]), eq(permissions.role, "owner")));
      const ownersOf = (id: string) => new Set(rows.filter((r) => r.minerId === id).map((r) => r.userId));
      const ownersOfB = ownersOf(b);
      return [...ownersOf(a)].some((userId) => ownersOfB.has(userId));
    },
    /** Both sides of a transfer (outgoing on the source, incoming on the target); answers the outgoing id. */
    async insertSides(t: {
      fromMinerId: string;
      toMinerId: string;
      amount: bigint;
      ledgerEntryId: string;
      at: Date;
    }): Promise<string> {
      const outgoingId = randomUUID();
      const common = {
        type: "transfer",
        status: "completed",
        amount: t.amount,
        ledgerEntryId: t.ledgerEntryId,
      };
      await db.insert(payments).values([
        {
          ...common,
          id: outgoingId,
          minerId: t.fromMinerId,
          direction: "outgoing",
          counterpartyMinerId: t.toMinerId,
          createdAt: t.at,
          updatedAt: t.at,
        },
        {
          ...common,
          minerId: t.toMinerId,
          direction: "incoming",
          counterpartyMinerId: t.fromMinerId,
          createdAt: t.at,
          updatedAt: t.at,
        },
      ]);
      return outgoingId;
    },
  };
}
