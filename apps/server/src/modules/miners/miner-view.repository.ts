import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { namedQuery } from "../../db/named-query";
import { miners } from "../../db/schema";
import { withinLimit } from "../../lib/whole-pool-read";
import { minerAccessRepository } from "../accounts/miner-access.repository";

export type MinerRecord = {
  id: string;
  accountName: string;
  title: string;
  poolId: string;
  operatorId: string | null;
  createdAt: Date;
  stratumUrls: string[];
};

/** The miner (not deleted) and its pool's stratum URLs, as `stratumUrlsOf` (pools/stratum-urls.ts) writes them. */
const findText = `select m.id, m.account_name, m.title, m.pool_id, m.operator_id, m.created_at,
    coalesce((select array_agg(a.url order by a.position) from pool_stratum_addresses a where a.pool_id = m.pool_id),
      '{}'::text[]) as stratum_urls
  from miners m where m.id = $1::uuid and m.deleted_at is null`;

/** Every miner (not deleted) as `findText` reads one, at most $1 rows. */
const allText = `with s as (select pool_id, array_agg(url order by position) as urls from pool_stratum_addresses
    group by pool_id)
  select m.id, m.account_name, m.title, m.pool_id, m.operator_id, m.created_at,
    coalesce(s.urls, '{}'::text[]) as stratum_urls
  from miners m left join s on s.pool_id = m.pool_id where m.deleted_at is null limit $1::int`;

const recordOf = (row: Record<string, unknown>): MinerRecord => ({
  id: String(row.id),
  accountName: String(row.account_name),
  title: String(row.title),
  poolId: String(row.pool_id),
  operatorId: row.operator_id === null ? null : String(row.operator_id),
  createdAt: new Date(row.created_at as string | Date),
  stratumUrls: (row.stratum_urls as string[] | null) ?? [],
});

const active = (id: string) => and(eq(miners.id, id), isNull(miners.deletedAt));

/** Drizzle access for the miner view and its title (deleted miners are never found). */
export function minerViewRepository(db: Db) {
  return {
    grantsOnMiners: minerAccessRepository(db).grantsOnMiners,

    /** A named statement: every dashboard load reads it. */
    async find(id: string): Promise<MinerRecord | undefined> {
      const [row] = await namedQuery<Record<string, unknown>>(db, "miner_view", findText, [id]);
      return row ? recordOf(row) : undefined;
    },

    /** Every miner (not deleted) by id, or null when there are more than `limit`. */
    async all(limit: number): Promise<Map<string, MinerRecord> | null> {
      const rows = await namedQuery<Record<string, unknown>>(db, "miner_views", allText, [limit + 1]);
      const kept = withinLimit(rows, limit);
      return kept && new Map(kept.map((row) => [String(row.id), recordOf(row)]));
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
