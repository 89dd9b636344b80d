import { and, count, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { identityLoginAttempts } from "../../../db/schema";

/** Drizzle access to identity_login_attempts (one row per failed password sign-in per key). */
export function loginAttemptsRepository(db: Db) {
  const t = identityLoginAttempts;
  return {
    async countSince(key: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(t)
        .where(and(eq(t.key, key), gt(t.attemptedAt, since)));
      return row?.n ?? 0;
    },
    async oldestSince(key: string, since: Date): Promise<Date | undefined> {
      const rows = await db
        .select({ at: t.attemptedAt })
        .from(t)
        .where(and(eq(t.key, key), gt(t.attemptedAt, since)))
        .orderBy(t.attemptedAt)
        .limit(1);
      return rows[0]?.at;
    },
    async record(keys: string[], at: Date): Promise<void> {
      await db.insert(t).values(keys.map((key) => ({ key, attemptedAt: at })));
    },
    async clear(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(t).where(inArray(t.key, keys));
    },
    async deleteOlderThan(before: Date): Promise<void> {
      await db.delete(t).where(lt(t.attemptedAt, before));
    },
  };
}
export type LoginAttemptsRepository = ReturnType<typeof loginAttemptsRepository>;
