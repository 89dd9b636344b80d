import type { Clock } from "../../../clock";
import { errors } from "../flow/errors";
import type { LoginAttemptsRepository } from "./login-attempts.repository";

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
  /** Whether the identity behind the subject completed a sign-in from `ip` before (asked only when needed). */
  isKnownAddress: () => Promise<boolean>;
};

/** Brute-force limits of sign-ins; over a limit the submit answers 429 with the seconds to wait. */
export function bruteForce(repo: LoginAttemptsRepository, clock: Clock) {
  const retryAfter = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / SECOND));
  return {
    async assertAllowed(check: AttemptCheck): Promise<void> {
      const now = clock.now().getTime();
      const key = keys(check.subject, check.ip);

      const address = await repo.statsSince(key.address, new Date(now - loginLimits.addressWindowMs));
      if (address.count >= loginLimits.perAddress && address.oldest) {
        throw errors.tooManyAttempts(retryAfter(address.oldest.getTime() + loginLimits.addressWindowMs, now));
      }

      const pair = await repo.statsSince(key.pair, new Date(now - loginLimits.pairMemoryMs));
      const allowedAt = pair.latest ? pair.latest.getTime() + pairDelayMs(pair.count) : now;
      if (allowedAt > now) throw errors.tooManyAttempts(retryAfter(allowedAt, now));

      const subject = await repo.statsSince(key.subject, new Date(now - loginLimits.subjectWindowMs));
      if (subject.count >= check.subjectLimit && subject.oldest && !(await check.isKnownAddress())) {
        throw errors.tooManyAttempts(retryAfter(subject.oldest.getTime() + loginLimits.subjectWindowMs, now));
      }
    },
    async recordFailure(subject: string, ip: string): Promise<void> {
      const now = clock.now();
      await repo.deleteOlderThan(new Date(now.getTime() - loginLimits.pairMemoryMs));
      const key = keys(subject, ip);
      await repo.record([key.address, key.subject, key.pair], now);
    },
    /**
     * A success forgets the pair's failures. The address and the subject keep theirs: a sign-in must
     * not reset an attacker's budget elsewhere.
     */
    async recordSuccess(subject: string, ip: string): Promise<void> {
      await repo.clear([keys(subject, ip).pair]);
    },
  };
}
