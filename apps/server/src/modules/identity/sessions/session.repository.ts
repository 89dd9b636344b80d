import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  type AuthenticationMethod,
  identities,
  identityCredentials,
  identitySessions,
} from "../../../db/schema";

export type SessionRow = typeof identitySessions.$inferSelect;
export type NewSession = typeof identitySessions.$inferInsert;

/** Drizzle access to identity_sessions; tokens arrive here already hashed. */
export function sessionRepository(db: Db) {
  const t = identitySessions;
  return {
    async insert(row: NewSession): Promise<SessionRow> {
      const [created] = await db.insert(t).values(row).returning();
      if (!created) throw new Error("session insert returned nothing");
      return created;
    },
    async findActiveByTokenHash(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.tokenHash, tokenHash), eq(t.active, true), gt(t.expiresAt, now)))
        .limit(1);
      return row;
    },
    /**
     * The product's per-request question in one statement: the active session of a token, its identity when
     * that is active, and whether the identity has a second factor (`types`).
     */
    async resolveActive(tokenHash: string, now: Date, types: readonly string[]) {
      const c = identityCredentials;
      const [row] = await db
        .select({
          sessionId: t.id,
          identityId: identities.id,
          traits: identities.traits,
          aal: t.aal,
          authenticatedAt: t.authenticatedAt,
          expiresAt: t.expiresAt,
          hasSecondFactor: sql<boolean>`exists (select 1 from ${c} where ${c.identityId} = ${identities.id} and ${inArray(c.type, [...types])})`,
        })
        .from(t)
        .innerJoin(identities, eq(identities.id, t.identityId))
        .where(
          and(
            eq(t.tokenHash, tokenHash),
            eq(t.active, true),
            gt(t.expiresAt, now),
            eq(identities.state, "active"),
          ),
        )
        .limit(1);
      return row;
    },
    async findById(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return row;
    },
    async findByLogoutTokenHash(hash: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.logoutTokenHash, hash)).limit(1);
      return row;
    },
    /** Active sessions of an identity other than `exceptId`, newest first. */
    async listOthers(identityId: string, exceptId: string, now: Date, limit: number, offset: number) {
      return db
        .select()
        .from(t)
        .where(
          and(eq(t.identityId, identityId), ne(t.id, exceptId), eq(t.active, true), gt(t.expiresAt, now)),
        )
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit)
        .offset(offset);
    },
    /** Active, unexpired sessions of an identity, newest sign-in first. */
    async listActive(identityId: string, now: Date, limit: number) {
      return db
        .select()
        .from(t)
        .where(and(eq(t.identityId, identityId), eq(t.active, true), gt(t.expiresAt, now)))
        .orderBy(desc(t.authenticatedAt), desc(t.id))
        .limit(limit);
    },
    async upgrade(
      id: string,
      patch: { aal: "aal1" | "aal2"; authenticationMethods: AuthenticationMethod[]; authenticatedAt: Date },
    ) {
      await db
        .update(t)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(t.id, id));
    },
    async setLogoutTokenHash(id: string, logoutTokenHash: string): Promise<void> {
      await db.update(t).set({ logoutTokenHash }).where(eq(t.id, id));
    },
    async deactivate(id: string): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ active: false, updatedAt: sql`now()` })
        .where(and(eq(t.id, id), eq(t.active, true)))
        .returning({ id: t.id });
      return rows.length > 0;
    },
    async deactivateByTokenHash(tokenHash: string): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ active: false, updatedAt: sql`now()` })
        .where(and(eq(t.tokenHash, tokenHash), eq(t.active, true)))
        .returning({ id: t.id });
      return rows.length > 0;
    },
    async deactivateOwned(identityId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ active: false, updatedAt: sql`now()` })
        .where(and(eq(t.id, id), eq(t.identityId, identityId), eq(t.active, true)))
        .returning({ id: t.id });
      return rows.length > 0;
    },
    /** Whether the identity had a session from `ipAddress` (active or not), at `aal` when given. */
    async existsFrom(identityId: string, ipAddress: string, aal?: "aal2"): Promise<boolean> {
      const where = and(eq(t.identityId, identityId), eq(t.ipAddress, ipAddress));
      const rows = await db
        .select({ id: t.id })
        .from(t)
        .where(aal ? and(where, eq(t.aal, aal)) : where)
        .limit(1);
      return rows.length > 0;
    },
    /** Deactivates every active session of the identity except `exceptId`; returns how many. */
    async deactivateOthers(identityId: string, exceptId: string | null): Promise<number> {
      const where = exceptId
        ? and(eq(t.identityId, identityId), eq(t.active, true), ne(t.id, exceptId))
        : and(eq(t.identityId, identityId), eq(t.active, true));
      const rows = await db
        .update(t)
        .set({ active: false, updatedAt: sql`now()` })
        .where(where)
        .returning({ id: t.id });
      return rows.length;
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
