import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners } from "../../db/schema";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { stratumUrlsOf } from "../pools/stratum-urls";

export type MinerRecord = {
  id: string;
  accountName: string;
  title: string;
  poolId: string;
  operatorId: string | null;
  createdAt: Date;
  stratumUrls: string[];
};

const active = (id: string) => and(eq(miners.id, id), isNull(miners.deletedAt));

/** Drizzle access for the miner view and its title (deleted miners are never found). */
export function minerViewRepository(db: Db) {
  return {
    grantsOnMiners: minerAccessRepository(db).grantsOnMiners,

    async find(id: string): Promise<MinerRecord | undefined> {
      const [row] = await db
        .select({
          id: miners.id,
          accountName: miners.accountName,
          title: miners.title,
          poolId: miners.poolId,
          operatorId: miners.operatorId,
          createdAt: miners.createdAt,
          stratumUrls: stratumUrlsOf(miners.poolId),
        })
        .from(miners)
        .where(active(id));
      return row;
    },

    /** Sets the title, or (null) puts the account name back; false when the miner is gone. */
    async setTitle(id: string, title: string | null): Promise<boolean> {
      const rows = await db
        .update(miners)
        .set({ title: title ?? sql`${miners.accountName}` })
        .where(active(id))
        .returning({ id: miners.id });
      return rows.length > 0;
    },
  };
}
export type MinerViewRepository = ReturnType<typeof minerViewRepository>;
