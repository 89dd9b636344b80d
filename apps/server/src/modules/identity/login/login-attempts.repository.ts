import { and, count, eq, gt, inArray, lt, max, min } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { identityLoginAttempts } from "../../../db/schema";

export type AttemptStats = { count: number; oldest?: Date; latest?: Date };

/** Drizzle access to identity_login_attempts (one row per failed sign-in per key). */
export function loginAttemptsRepository(db: Db) {
  const t = identityLoginAttempts;
  return {
    /** The key's failures after `since`: how many, the oldest and the latest. */
    async statsSince(key: string, since: Date): Promise<AttemptStats> {
      const [row] = await db
        .select({ n: count(), oldest: min(t.attemptedAt), latest: max(t.attemptedAt) })
        .from(t)
        .where(and(eq(t.key, key), gt(t.attemptedAt, since)));
      return { count: row?.n ?? 0, oldest: row?.oldest ?? undefined, latest: row?.latest ?? undefined };
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
