import { and, count, eq, gt, inArray, lt, max, min, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { identityLoginAttempts } from "../../../db/schema";

export type AttemptStats = { count: number; oldest?: Date; latest?: Date };

/**
 * The advisory-lock class of the attempt keys (two-key form: the class, then `hashtext(key)`); taken by a
 * transaction that counts a key's failures and reserves an attempt (`login/brute-force.ts`).
 */
const attemptLockClass = 0x5057_0008;

/**
 * Drizzle access to identity_login_attempts: one row per key and failed sign-in, or per sign-in still being
 * checked (its reservation, removed when it succeeds).
 */
export function loginAttemptsRepository(db: Db) {
  const t = identityLoginAttempts;
  return {
    /**
     * Locks the keys until the transaction ends, in sorted order (no deadlocks): the reservations of one key
     * run one at a time, in every process. The wait is bounded by lock_timeout.
     */
    async lock(keys: string[]): Promise<void> {
      for (const key of [...keys].sort()) {
        await db.execute(sql`select pg_advisory_xact_lock(${attemptLockClass}::int, hashtext(${key}))`);
      }
    },
    /** The key's failures (and reservations) after `since`: how many, the oldest and the latest. */
    async statsSince(key: string, since: Date): Promise<AttemptStats> {
      const [row] = await db
        .select({ n: count(), oldest: min(t.attemptedAt), latest: max(t.attemptedAt) })
        .from(t)
        .where(and(eq(t.key, key), gt(t.attemptedAt, since)));
      return { count: row?.n ?? 0, oldest: row?.oldest ?? undefined, latest: row?.latest ?? undefined };
    },
    /** One row per key at `at`; answers their ids. */
    async record(keys: string[], at: Date): Promise<string[]> {
      const rows = await db
        .insert(t)
        .values(keys.map((key) => ({ key, attemptedAt: at })))
        .returning({ id: t.id });
      return rows.map((r) => r.id);
    },
    async remove(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(t).where(inArray(t.id, ids));
    },
    /** Every row of the keys (a pair's failures after a success). */
    async clear(keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(t).where(inArray(t.key, keys));
    },
    /** Forgets up to 500 rows older than `before`, skipping rows another transaction holds (never waits). */
    async sweep(before: Date): Promise<void> {
      const old = db.select({ id: t.id }).from(t).where(lt(t.attemptedAt, before)).limit(500).for("update", {
        skipLocked: true,
      });
      await db.delete(t).where(inArray(t.id, old));
    },
  };
}
export type LoginAttemptsRepository = ReturnType<typeof loginAttemptsRepository>;
