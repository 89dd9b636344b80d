import type { WorkerStatus } from "@pithead/contract";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Worker states (SPEC sections 4 and 9), as a function of the time since the last share ("idle"):
 * - stable: idle <= 10 minutes. A stable worker sends a share at least once a minute; between 1 and 10
 *   minutes without one it stays `stable` (SPEC names no state in between, and a slow share rate or a
 *   processing delay of up to 5 minutes is not an outage);
 * - unavailable: idle > 10 minutes ("no shares for over 10 minutes");
 * - off: unavailable for over 24 hours, so idle > 10 minutes + 24 hours;
 * - removed: off for 6 full days, so idle >= 10 minutes + 24 hours + 6 days.
 * A share brings any worker back to `stable`.
 */
export const statusAfterMs = {
  unavailable: 10 * minute,
  off: 10 * minute + day,
  removed: 10 * minute + day + 6 * day,
} as const;

export function workerStatusAt(lastShareAt: Date, now: Date): WorkerStatus {
  const idle = now.getTime() - lastShareAt.getTime();
  if (idle >= statusAfterMs.removed) return "removed";
  if (idle > statusAfterMs.off) return "off";
  if (idle > statusAfterMs.unavailable) return "unavailable";
  return "stable";
}

/**
 * When a worker entered `status` (its "since"): a silent status is entered when the silence passes its limit,
 * so at the last share + `statusAfterMs` (whenever a sweep noticed it: a sweep after a restart still dates
 * `off` to 24 h 10 min after the last share); `stable` is entered at the first share after the last silence of
 * over 10 minutes (`runStart`: for a new worker its first share).
 */
export function statusEnteredAt(status: WorkerStatus, lastShareAt: Date, runStart: Date): Date {
  if (status === "stable") return runStart;
  return new Date(lastShareAt.getTime() + statusAfterMs[status]);
}

/**
 * The same rule as last-share cut-offs, for set-based queries: `stable` when last share >= stableFrom,
 * else `unavailable` when >= unavailableFrom, else `off` when > offAfter, else `removed`.
 */
export function statusCutoffs(now: Date) {
  const t = now.getTime();
  return {
    stableFrom: new Date(t - statusAfterMs.unavailable),
    unavailableFrom: new Date(t - statusAfterMs.off),
    offAfter: new Date(t - statusAfterMs.removed),
  };
}
