import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, permissions } from "../../db/schema";

/**
 * Who may read a miner: a permission on the miner itself, on the Control Hub operator it belongs to, or on
 * its pool. Answers the section lists of those permissions (null: the owner's full access).
 */
export function minerAccessRepository(db: Db) {
  return {
    async readGrants(userId: string, minerId: string): Promise<(string[] | null)[]> {
      const rows = await db
        .select({ sections: permissions.sections })
        .from(miners)
        .innerJoin(
          permissions,
          or(
            eq(permissions.minerId, miners.id),
            eq(permissions.operatorId, miners.operatorId),
            eq(permissions.poolId, miners.poolId),
          ),
        )
        .where(and(eq(miners.id, minerId), isNull(miners.deletedAt), eq(permissions.userId, userId)));
      return rows.map((row) => row.sections);
    },
  };
}
export type MinerAccessRepository = ReturnType<typeof minerAccessRepository>;
