import { rolesThatMay } from "@pithead/contract";
import { and, asc, count, desc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, permissions, watcherLinkMiners, watcherLinks } from "../../db/schema";

export type ScopeMiner = { id: string; accountName: string };
export type LinkRow = typeof watcherLinks.$inferSelect & { miners: ScopeMiner[] };
export type NewLink = Omit<typeof watcherLinks.$inferInsert, "id"> & { minerIds: string[] };
export type Page = { offset: number; limit: number };

/** Roles that may make, list and revoke a miner's watcher links (capability `manage_access`). */
const managingRoles = rolesThatMay("manage_access");

const l = watcherLinks;
const managed = (userId: string) =>
  and(eq(permissions.userId, userId), inArray(permissions.role, managingRoles), isNull(miners.deletedAt));

/** Drizzle access to watcher links and their scopes. */
export function watchersRepository(db: Db) {
  /** The scope miners of the links (not deleted), with their names, by link id. */
  async function scopes(linkIds: string[]): Promise<Map<string, ScopeMiner[]>> {
    const byLink = new Map<string, ScopeMiner[]>(linkIds.map((id) => [id, []]));
    if (linkIds.length === 0) return byLink;
    const rows = await db
      .select({ linkId: watcherLinkMiners.linkId, id: miners.id, accountName: miners.accountName })
      .from(watcherLinkMiners)
      .innerJoin(miners, eq(miners.id, watcherLinkMiners.minerId))
      .where(and(inArray(watcherLinkMiners.linkId, linkIds), isNull(miners.deletedAt)))
      .orderBy(asc(miners.accountName));
    for (const row of rows) byLink.get(row.linkId)?.push({ id: row.id, accountName: row.accountName });
    return byLink;
  }
  async function withScopes(rows: (typeof l.$inferSelect)[]): Promise<LinkRow[]> {
    const byLink = await scopes(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, miners: byLink.get(row.id) ?? [] }));
  }
  async function pageOf(where: ReturnType<typeof and>, page: Page) {
    const rows = await db
      .select({ link: l })
      .from(l)
      .where(where)
      .orderBy(desc(l.createdAt), desc(l.id))
      .offset(page.offset)
      .limit(page.limit);
    const [total] = await db.select({ n: count() }).from(l).where(where);
    return { rows: await withScopes(rows.map((row) => row.link)), total: total?.n ?? 0 };
  }
  const ofMiner = (minerId: string) =>
    inArray(
      l.id,
      db
        .select({ id: watcherLinkMiners.linkId })
        .from(watcherLinkMiners)
        .where(eq(watcherLinkMiners.minerId, minerId)),
    );

  return {
    /** The user's miners they own or administer (optionally only among `ids`). */
    async managedMiners(userId: string, ids?: string[]): Promise<ScopeMiner[]> {
      return db
        .select({ id: miners.id, accountName: miners.accountName })
        .from(permissions)
        .innerJoin(miners, eq(miners.id, permissions.minerId))
        .where(ids ? and(managed(userId), inArray(miners.id, ids)) : managed(userId))
        .orderBy(asc(miners.accountName));
    },
    /** Inserts the link and its scope; answers the new link's id. */
    async insert({ minerIds, ...link }: NewLink): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(l).values(link).returning({ id: l.id });
        if (!row) throw new Error("watcher link insert returned nothing");
        await tx.insert(watcherLinkMiners).values(minerIds.map((minerId) => ({ linkId: row.id, minerId })));
        return row.id;
      });
    },
    listByCreator: (userId: string, page: Page) => pageOf(and(eq(l.createdBy, userId)), page),
    listByMiner: (minerId: string, page: Page) => pageOf(and(ofMiner(minerId)), page),
    async findById(id: string): Promise<LinkRow | undefined> {
      const [row] = await db.select().from(l).where(eq(l.id, id)).limit(1);
      return row ? (await withScopes([row]))[0] : undefined;
    },
    async findByTokenHash(tokenHash: string): Promise<typeof l.$inferSelect | undefined> {
      const [row] = await db.select().from(l).where(eq(l.tokenHash, tokenHash)).limit(1);
      return row;
    },
    /** The link's scope miners its creator still owns or administers: what the watcher may see. */
    async effectiveScope(linkId: string, creatorId: string): Promise<ScopeMiner[]> {
      return db
        .select({ id: miners.id, accountName: miners.accountName })
        .from(watcherLinkMiners)
        .innerJoin(miners, eq(miners.id, watcherLinkMiners.minerId))
        .innerJoin(permissions, eq(permissions.minerId, miners.id))
        .where(and(eq(watcherLinkMiners.linkId, linkId), managed(creatorId)))
        .orderBy(asc(miners.accountName));
    },
    async revoke(id: string, at: Date): Promise<void> {
      await db
        .update(l)
        .set({ revokedAt: at })
        .where(and(eq(l.id, id), isNull(l.revokedAt)));
    },
    /** Records a use unless one was recorded after `since` (throttles the writes). */
    async touch(id: string, at: Date, since: Date): Promise<void> {
      await db
        .update(l)
        .set({ lastUsedAt: at })
        .where(and(eq(l.id, id), or(isNull(l.lastUsedAt), lte(l.lastUsedAt, since))));
    },
  };
}
export type WatchersRepository = ReturnType<typeof watchersRepository>;
