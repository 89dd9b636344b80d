import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { promocodeApplyFailures } from "../../db/schema";

/** The advisory-lock class of the failure keys (two-key form: the class, then `hashtext(key)`). */
const failureLockClass = 0x5057_0005;

/** Drizzle access to `promocode_apply_failures` (one row per key and failed, or pending, apply). */
export function applyFailuresRepository(db: Db) {
  const t = promocodeApplyFailures;
  return {
    /**
     * Locks the keys until the transaction ends, in sorted order (no deadlocks): reservations of one key run one
     * at a time, in every process.
     */
    async lock(keys: string[]): Promise<void> {
      for (const key of [...keys].sort()) {
        await db.execute(sql`select pg_advisory_xact_lock(${failureLockClass}::int, hashtext(${key}))`);
      }
    },
    /** The key's failures after `since`, oldest first. */
    async since(key: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ at: t.failedAt })
        .from(t)
        .where(and(eq(t.key, key), gt(t.failedAt, since)))
        .orderBy(asc(t.failedAt));
      return rows.map((r) => r.at);
    },
    /** One row per key; answers their ids. */
    async record(keys: string[], at: Date): Promise<string[]> {
      const rows = await db
        .insert(t)
        .values(keys.map((key) => ({ key, failedAt: at })))
        .returning({ id: t.id });
      return rows.map((r) => r.id);
    },
    async remove(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(t).where(inArray(t.id, ids));
    },
    /** Forgets up to 500 rows older than `before`, skipping rows another transaction holds (never waits). */
    async sweep(before: Date): Promise<void> {
      const old = db.select({ id: t.id }).from(t).where(lt(t.failedAt, before)).limit(500).for("update", {
        skipLocked: true,
      });
      await db.delete(t).where(inArray(t.id, old));
    },
  };
}
export type ApplyFailuresRepository = ReturnType<typeof applyFailuresRepository>;
