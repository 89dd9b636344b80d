import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { miners, permissions } from "../../../db/schema";

/**
 * Which of `minerIds` a user may read mining data of: a permission on the miner itself, on the Control Hub
 * operator it belongs to, or on its pool, in any role but `accountant` (financial data only, SPEC section 6).
 * Deleted miners are never readable.
 */
export function miningAccessRepository(db: Db) {
  return {
    async readableMiners(userId: string, minerIds: string[]): Promise<Set<string>> {
      if (minerIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: miners.id })
        .from(miners)
        .innerJoin(
          permissions,
          or(
            eq(permissions.minerId, miners.id),
            eq(permissions.operatorId, miners.operatorId),
            eq(permissions.poolId, miners.poolId),
          ),
        )
        .where(
          and(
            inArray(miners.id, minerIds),
            isNull(miners.deletedAt),
            eq(permissions.userId, userId),
            ne(permissions.role, "accountant"),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type MiningAccessRepository = ReturnType<typeof miningAccessRepository>;
