import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { RateLimitedError } from "../../lib/rate-limited";
import { applyFailuresRepository } from "./apply-failures.repository";

/**
 * Failed `POST promocodes/apply` calls allowed per user and per client address within a sliding hour. The
 * answers stay clear (404 for an unknown code, 400 for a known one that does not apply), so this limit is what
 * stops enumerating codes. Over it, every apply is refused (429) until the oldest failure leaves the window,
 * a code that would apply too: the limit must not answer whether a code exists.
 */
export const applyFailureLimits = { perUser: 10, perAddress: 10, windowMs: 60 * 60 * 1000 };
export type ApplyFailureLimits = typeof applyFailureLimits;

/** When the failures `at` (oldest first) fall below `limit` in the window: seconds from now, at least 1. */
function secondsUntilBelow(at: Date[], limit: number, windowMs: number, now: number): number {
  const leaving = at[Math.max(0, at.length - limit)];
  const until = (leaving?.getTime() ?? now) + windowMs - now;
  return Math.max(1, Math.ceil(until / 1000));
}

/**
 * The limit of failed applies, counted in PostgreSQL so it holds across processes. `reserve` counts the apply
 * as a failure before it runs, under the keys' advisory locks, and throws 429 when the user or the address has
 * no failure left; `release` takes the reservation back when the apply succeeds. So 30 parallel applies by one
 * user count exactly the limit: the first ten reserve, the rest wait on the lock and then find none left. Each
 * step is a transaction of its own (one connection at a time; the apply runs between them).
 */
export function applyLimit(db: Db, clock: Clock, limits: ApplyFailureLimits = applyFailureLimits) {
  return {
    async reserve(userId: string, address: string): Promise<string[]> {
      return db.transaction(async (txDb) => {
        const repo = applyFailuresRepository(txDb as unknown as Db);
        const checks = [
          { key: `user:${userId}`, limit: limits.perUser },
          { key: `address:${address}`, limit: limits.perAddress },
        ];
        await repo.lock(checks.map((c) => c.key));
        const now = clock.now();
        const since = new Date(now.getTime() - limits.windowMs);
        let wait = 0;
        for (const check of checks) {
          const failures = await repo.since(check.key, since);
          if (failures.length >= check.limit) {
            const seconds = secondsUntilBelow(failures, check.limit, limits.windowMs, now.getTime());
            wait = Math.max(wait, seconds);
          }
        }
        if (wait > 0) throw new RateLimitedError(wait, "Too many failed promo code applies, try again later");
        await repo.sweep(since);
        return repo.record(
          checks.map((c) => c.key),
          now,
        );
      });
    },
    async release(reservation: string[]): Promise<void> {
      await applyFailuresRepository(db).remove(reservation);
    },
  };
}
export type ApplyLimit = ReturnType<typeof applyLimit>;
