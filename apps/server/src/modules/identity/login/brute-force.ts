import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { errors } from "../flow/errors";
import { loginAttemptsRepository } from "./login-attempts.repository";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The sign-in limits. A subject is what is being guessed: a password sign-in's identifier (the e-mail),
 * or `second-factor:<identity id>` for the codes of an aal2 sign-in.
 * - per address: failures from one client address, any subject, per window;
 * - per subject and address ("pair"): the first failures are free, then each failure doubles the wait
 *   before the next try (from the latest failure), up to a cap; the pair remembers failures for a day;
 * - per subject: failures from every address per window; over it, only addresses the identity completed
 *   a sign-in from before ("known addresses") may try (a distributed attack).
 * So an attacker elsewhere slows down their own pair only, and the owner signing in from their usual
 * address is never locked out.
 */
export const loginLimits = {
  addressWindowMs: 15 * MINUTE,
  perAddress: 50,
  pairFreeFailures: 5,
  pairFirstDelayMs: SECOND,
  pairMaxDelayMs: 15 * MINUTE,
  pairMemoryMs: 24 * HOUR,
  subjectWindowMs: HOUR,
  /** Per subject from unknown addresses: password identifiers, and the second factor's codes. */
  perSubject: { password: 100, secondFactor: 10 },
};

/** The wait after `failures` failures of one pair: none while free, then doubling up to the cap. */
export function pairDelayMs(failures: number): number {
  if (failures < loginLimits.pairFreeFailures) return 0;
  const doublings = Math.min(failures - loginLimits.pairFreeFailures, 30);
  return Math.min(loginLimits.pairFirstDelayMs * 2 ** doublings, loginLimits.pairMaxDelayMs);
}

const keys = (subject: string, ip: string) => ({
  address: `ip:${ip}`,
  subject: `identifier:${subject}`,
  pair: `pair:${subject}|${ip}`,
});

export type AttemptCheck = {
  subject: string;
  ip: string;
  /** Failures per subject allowed from unknown addresses (`loginLimits.perSubject`). */
  subjectLimit: number;
  /**
   * Whether the identity behind the subject completed a sign-in from `ip` before. Asked only when the subject
   * is over its limit, outside the reserving transaction (it reads through the pool).
   */
  isKnownAddress: () => Promise<boolean>;
};

/** An attempt counted as a failure while it is checked: its rows, one per key. */
export type Reservation = { subject: string; ip: string; ids: string[] };

/**
 * Brute-force limits of sign-ins; over a limit the submit answers 429 with the seconds to wait.
 *
 * Atomic: `reserve` checks the limits and records the attempt as a failure in one short transaction that holds
 * the advisory locks of its keys (address, subject, pair), before the slow check (argon2, a code). So parallel
 * submits are counted one after the other: 30 at once from one address for one identifier check exactly the
 * pair's 5 free ones, the others find the 5 reservations and answer 429. The check's outcome is written after
 * it, without a transaction held across it (a request holds at most one connection): `failed` renews the rows at
 * the failure's time, `succeeded` removes them and forgets the pair's failures, `release` (an unexpected error)
 * removes them.
 */
export function bruteForce(db: Db, clock: Clock) {
  const retryAfter = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / SECOND));

  /** One try at reserving: the reservation, or `unknownAddress` when the subject's limit needs that answer. */
  const tryReserve = (check: AttemptCheck, known: boolean | undefined) =>
    db.transaction(async (tx): Promise<Reservation | "unknownAddress"> => {
      const repo = loginAttemptsRepository(tx as unknown as Db);
      const key = keys(check.subject, check.ip);
      await repo.lock([key.address, key.subject, key.pair]);
      const now = clock.now().getTime();

      const address = await repo.statsSince(key.address, new Date(now - loginLimits.addressWindowMs));
      if (address.count >= loginLimits.perAddress && address.oldest) {
        throw errors.tooManyAttempts(retryAfter(address.oldest.getTime() + loginLimits.addressWindowMs, now));
      }

      const pair = await repo.statsSince(key.pair, new Date(now - loginLimits.pairMemoryMs));
      const allowedAt = pair.latest ? pair.latest.getTime() + pairDelayMs(pair.count) : now;
      if (allowedAt > now) throw errors.tooManyAttempts(retryAfter(allowedAt, now));

      const subject = await repo.statsSince(key.subject, new Date(now - loginLimits.subjectWindowMs));
      if (subject.count >= check.subjectLimit && subject.oldest) {
        if (known === undefined) return "unknownAddress";
        if (!known) {
          throw errors.tooManyAttempts(
            retryAfter(subject.oldest.getTime() + loginLimits.subjectWindowMs, now),
          );
        }
      }

      await repo.sweep(new Date(now - loginLimits.pairMemoryMs));
      const ids = await repo.record([key.address, key.subject, key.pair], new Date(now));
      return { subject: check.subject, ip: check.ip, ids };
    });

  return {
    /** Checks the limits and counts the attempt as a failure (429 over a limit); then run the check. */
    async reserve(check: AttemptCheck): Promise<Reservation> {
      const first = await tryReserve(check, undefined);
      if (first !== "unknownAddress") return first;
      // Over the subject's limit: ask whether the address is known (through the pool, no transaction open),
      // then reserve again under the locks (the counts may have moved meanwhile).
      const again = await tryReserve(check, await check.isKnownAddress());
      if (again === "unknownAddress") throw new Error("brute force: the known-address answer was not used");
      return again;
    },
    /** The check failed: the reservation stays a failure, dated now (the delay runs from the latest failure). */
    async failed(reservation: Reservation): Promise<void> {
      const key = keys(reservation.subject, reservation.ip);
      await db.transaction(async (tx) => {
        const repo = loginAttemptsRepository(tx as unknown as Db);
        await repo.remove(reservation.ids);
        await repo.record([key.address, key.subject, key.pair], clock.now());
      });
    },
    /**
     * A success takes the reservation back and forgets the pair's failures. The address and the subject keep
     * theirs: a sign-in must not reset an attacker's budget elsewhere.
     */
    async succeeded(reservation: Reservation): Promise<void> {
      const repo = loginAttemptsRepository(db);
      await repo.remove(reservation.ids);
      await repo.clear([keys(reservation.subject, reservation.ip).pair]);
    },
    /** The check ended in an unexpected error: the attempt is not counted. */
    async release(reservation: Reservation): Promise<void> {
      await loginAttemptsRepository(db).remove(reservation.ids);
    },
  };
}
