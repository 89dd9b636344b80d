import type { Clock } from "../../../clock";
import { errors } from "../flow/errors";
import type { LoginAttemptsRepository } from "./login-attempts.repository";

/** Failed password sign-ins allowed per window: per identifier, and per client address. */
export const loginLimits = { windowMs: 15 * 60 * 1000, perIdentifier: 10, perIp: 50 };

/** Brute-force limits on password login; over a limit the submit answers 429 until the window moves on. */
export function bruteForce(repo: LoginAttemptsRepository, clock: Clock) {
  const keys = (identifier: string, ip: string) => [`identifier:${identifier}`, `ip:${ip}`];
  return {
    async assertAllowed(identifier: string, ip: string): Promise<void> {
      const now = clock.now();
      const since = new Date(now.getTime() - loginLimits.windowMs);
      const [idKey, ipKey] = keys(identifier, ip) as [string, string];
      for (const [key, limit] of [
        [idKey, loginLimits.perIdentifier],
        [ipKey, loginLimits.perIp],
      ] as const) {
        if ((await repo.countSince(key, since)) >= limit) {
          const oldest = (await repo.oldestSince(key, since)) ?? now;
          const retryMs = oldest.getTime() + loginLimits.windowMs - now.getTime();
          throw errors.tooManyAttempts(Math.max(1, Math.ceil(retryMs / 1000)));
        }
      }
    },
    async recordFailure(identifier: string, ip: string): Promise<void> {
      const now = clock.now();
      await repo.deleteOlderThan(new Date(now.getTime() - loginLimits.windowMs));
      await repo.record(keys(identifier, ip), now);
    },
    /** A successful sign-in forgets the identifier's failures (the address keeps its count). */
    async recordSuccess(identifier: string): Promise<void> {
      await repo.clear([`identifier:${identifier}`]);
    },
  };
}
