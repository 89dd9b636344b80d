import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, permissions } from "../../db/schema";

/** A permission reaches a miner when it is on the miner itself, on its Control Hub operator, or on its pool. */
const permissionReachesMiner = or(
  eq(permissions.minerId, miners.id),
  eq(permissions.operatorId, miners.operatorId),
  eq(permissions.poolId, miners.poolId),
);

/** Who may read a miner (deleted miners never): the one rule, for single checks and for `id[]` lists. */
export function minerAccessRepository(db: Db) {
  return {
    /** The section lists of the user's permissions that reach the miner (null: the owner's full access). */
    async readGrants(userId: string, minerId: string): Promise<(string[] | null)[]> {
      const rows = await db
        .select({ sections: permissions.sections })
        .from(miners)
        .innerJoin(permissions, permissionReachesMiner)
        .where(and(eq(miners.id, minerId), isNull(miners.deletedAt), eq(permissions.userId, userId)));
      return rows.map((row) => row.sections);
    },
    /**
     * Which of `minerIds` the user may read mining data of: any role reaching the miner but `accountant`
     * (financial data only, SPEC section 6).
     */
    async readableMiners(userId: string, minerIds: string[]): Promise<Set<string>> {
      if (minerIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: miners.id })
        .from(miners)
        .innerJoin(permissions, permissionReachesMiner)
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
export type MinerAccessRepository = ReturnType<typeof minerAccessRepository>;
