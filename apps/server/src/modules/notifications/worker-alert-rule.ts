/**
 * When a worker's silence warrants a "down" alert, judged against its own share rate (issue 15, "Worker alerts
 * that are right"). Pure functions, no database: the alert job feeds them what the telemetry tables hold
 * (`workers.last_share_at`, the worker's 1-minute `worker_rollups` counts). The SPEC states (stable, unavailable
 * after 10 minutes, off, removed: `telemetry/status/worker-status.ts`) are untouched; this decides only when to
 * alert and when to say the worker is back.
 *
 * The rule. Shares arrive as a Poisson process, so at the worker's rate r (shares/s) a silence of s seconds has
 * probability exp(-r * s). A network blip of up to `blipAllowanceSeconds` is not an outage, so the silence it
 * can explain is taken off first. The worker is judged down when
 *
 *   exp(-r * max(0, silence - blipAllowance)) < thresholdProbability,
 *
 * i.e. when silence > blipAllowance + ln(1 / thresholdProbability) / r, clamped to
 * [`minSilenceSeconds`, `maxSilenceSeconds`]: never at 2 minutes or less, never later than the SPEC's 10 minutes.
 *
 * Why 1e-8. The job checks every worker once a minute (1,440 checks a worker-day). At a check taken at a random
 * moment, the time back to the last share of a Poisson process is exponential, so exp(-r * s) is exactly the
 * chance that one check of a healthy worker sees that silence: the threshold is the false-alarm probability per
 * check, and 1,440 x 1e-8 = 1.4e-5 false alarms a worker-day (0.014 per 1,000 worker-days: one a week for a pool
 * of 10,000 workers) is a bound even with no blip allowance; 1e-6 would bound it at 1.4 per 1,000 worker-days, 14
 * a day for such a pool. With the allowance, a silence is alarming only if it outlasts a blip too: a blip of
 * up to 90 s leaves P(the gaps around it > ln(1/p)/r) = p (1 + ln(1/p)), ~2e-7 a blip at 1e-8. The bench
 * (bench/worker-alerts.ts) sees no false alarm from the probability part at 1e-6 either; 1e-8 is the margin for
 * what it does not model: a rate over-estimated by a factor f turns p into p^(1/f) (a vardiff retarget that
 * halves the rate: up to 1e-4 per check for an hour at 1e-8, 1e-3 at 1e-6). The price over 1e-6 is 4/3 of the
 * statistical part of the wait: at 12 shares a minute 92 s instead of 69 s (plus the 90 s blip allowance).
 *
 * The rate. `estimateShareRate` counts the accepted shares of the last hour and takes a lower bound, not the
 * mean: an over-estimated rate alerts early (at a rate over-estimated by 25% a 1e-8 threshold is really 4e-7),
 * an under-estimated one only a little late. sqrt(count) has a standard deviation of about 1/2 whatever the rate,
 * so (sqrt(count) - 1)^2 is about two standard deviations low (exceeded by the true rate ~98% of the time); a
 * worker with 1 share an hour gets rate 0, so only the 10-minute cap applies to it. The window includes the
 * silence being judged, which lowers the rate a little more during an outage (later, never earlier).
 *
 * Known limits: a worker whose difficulty was just raised (vardiff) shares less often than its last hour says,
 * and is judged as if it were faster; the silence must be measured up to the time the shares are complete
 * (ingest batches and the 1-minute compaction), or that lag counts as silence.
 */

/** The rule's constants. */
export const workerAlertRule = {
  /** False-alarm probability per check (checks run every minute for every worker): see the module comment. */
  thresholdProbability: 1e-8,
  /** A silence this long can be a network blip (20-90 s): it is taken off before the probability is judged. */
  blipAllowanceSeconds: 90,
  /** Never alert at this silence or less, whatever the rate (a blip plus a margin). */
  minSilenceSeconds: 120,
  /** Always alert beyond this silence: SPEC's `unavailable`, "no shares for over 10 minutes". */
  maxSilenceSeconds: 600,
  /** The share count the rate is estimated from: the last hour (the job sums its 5-minute `worker_rollups` buckets). */
  rateWindowSeconds: 3600,
  /** At most one grouped message per account per this many seconds (the first one is not delayed). */
  groupIntervalSeconds: 300,
} as const;

export type WorkerAlertRule = {
  thresholdProbability: number;
  blipAllowanceSeconds: number;
  minSilenceSeconds: number;
  maxSilenceSeconds: number;
};

/**
 * The worker's share rate (shares per second) to judge its silence by: a lower bound, (sqrt(shares) - 1)^2 over
 * the window, from the accepted shares counted in the last `windowSeconds`. 0 for 0 or 1 share or no window.
 */
export function estimateShareRate(shares: number, windowSeconds: number = workerAlertRule.rateWindowSeconds) {
  if (!(windowSeconds > 0) || !(shares > 1)) return 0;
  return (Math.sqrt(shares) - 1) ** 2 / windowSeconds;
}

/**
 * The probability that a healthy worker at `ratePerSecond` is silent this long, beyond what a network blip
 * explains: exp(-rate * max(0, silence - blipAllowance)). 1 for a rate of 0.
 */
export function silenceProbability(
  ratePerSecond: number,
  silenceSeconds: number,
  rule: WorkerAlertRule = workerAlertRule,
): number {
  if (!(ratePerSecond > 0)) return 1;
  return Math.exp(-ratePerSecond * Math.max(0, silenceSeconds - rule.blipAllowanceSeconds));
}

/**
 * The silence (seconds) beyond which a worker at `ratePerSecond` is judged down:
 * blipAllowance + ln(1 / threshold) / rate, clamped to [minSilence, maxSilence] (maxSilence for a rate of 0).
 */
export function alertAfterSeconds(ratePerSecond: number, rule: WorkerAlertRule = workerAlertRule): number {
  if (!(ratePerSecond > 0)) return rule.maxSilenceSeconds;
  const statistical = rule.blipAllowanceSeconds + Math.log(1 / rule.thresholdProbability) / ratePerSecond;
  return Math.min(rule.maxSilenceSeconds, Math.max(rule.minSilenceSeconds, statistical));
}

/** Whether a worker silent `silenceSeconds` at `ratePerSecond` is down: silence > `alertAfterSeconds(rate)`. */
export function isWorkerDown(
  ratePerSecond: number,
  silenceSeconds: number,
  rule: WorkerAlertRule = workerAlertRule,
): boolean {
  return silenceSeconds > alertAfterSeconds(ratePerSecond, rule);
}

/**
 * Whether a worker alerted down is back: it has sent a share since the alert (its last share is newer than the
 * one the alert saw) and its present silence is not itself alarming. A single stray share followed by silence
 * past the threshold keeps it down: no "back" then "down" again.
 */
export function isWorkerBack(input: {
  /** `workers.last_share_at` now. */
  lastShareAt: Date;
  /** `workers.last_share_at` when the down alert was raised. */
  lastShareAtWhenDown: Date;
  ratePerSecond: number;
  silenceSeconds: number;
  rule?: WorkerAlertRule;
}): boolean {
  return (
    input.lastShareAt.getTime() > input.lastShareAtWhenDown.getTime() &&
    !isWorkerDown(input.ratePerSecond, input.silenceSeconds, input.rule)
  );
}

export type WorkerAlertState = "up" | "down";

/**
 * One check of one worker: its new alert state and the change to announce, if any. `up` -> `down` when
 * `isWorkerDown`; `down` -> `up` ("back") when `isWorkerBack`.
 */
export function stepWorkerAlert(
  state: WorkerAlertState,
  input: Parameters<typeof isWorkerBack>[0],
): { state: WorkerAlertState; change: "down" | "back" | null } {
  if (state === "up") {
    return isWorkerDown(input.ratePerSecond, input.silenceSeconds, input.rule)
      ? { state: "down", change: "down" }
      : { state: "up", change: null };
  }
  return isWorkerBack(input) ? { state: "up", change: "back" } : { state: "down", change: null };
}

/** One worker's alert change, as the job records it. */
export type WorkerAlertChange = {
  workerId: string;
  workerName: string;
  change: "down" | "back";
  at: Date;
  /** The worker's last share at the time of the change. */
  lastShareAt: Date;
};

export type GroupedWorker = { workerId: string; workerName: string; lastShareAt: Date; at: Date };

/** The payload of one grouped message for one account. */
export type WorkerAlertMessage = {
  accountId: string;
  /** The first and last change it covers. */
  from: Date;
  to: Date;
  /** Down now (and up, or not yet announced, before). */
  down: GroupedWorker[];
  /** Back now (and announced down before). */
  back: GroupedWorker[];
  /** Went down and came back (or back and down again) within the group: their state is as last announced. */
  bounced: GroupedWorker[];
};

const byName = (a: GroupedWorker, b: GroupedWorker) =>
  a.workerName < b.workerName ? -1 : a.workerName > b.workerName ? 1 : a.workerId < b.workerId ? -1 : 1;

/**
 * The one message for a group of changes of one account (those `groupSendAt` gathered). Per worker, its first
 * change tells the state last announced (the opposite of it) and its last change the state now: a worker whose
 * state is as announced is listed under `bounced`, the others under `down` or `back`, each with its last
 * change. Lists are ordered by name, then id. Null for no change.
 */
export function groupWorkerChanges(
  accountId: string,
  changes: readonly WorkerAlertChange[],
): WorkerAlertMessage | null {
  if (changes.length === 0) return null;
  const sorted = [...changes].sort((a, b) => a.at.getTime() - b.at.getTime());
  const perWorker = new Map<string, { first: WorkerAlertChange; last: WorkerAlertChange }>();
  for (const change of sorted) {
    const seen = perWorker.get(change.workerId);
    if (seen) seen.last = change;
    else perWorker.set(change.workerId, { first: change, last: change });
  }
  const message: WorkerAlertMessage = {
    accountId,
    from: (sorted[0] as WorkerAlertChange).at,
    to: (sorted[sorted.length - 1] as WorkerAlertChange).at,
    down: [],
    back: [],
    bounced: [],
  };
  for (const { first, last } of perWorker.values()) {
    const worker = {
      workerId: last.workerId,
      workerName: last.workerName,
      lastShareAt: last.lastShareAt,
      at: last.at,
    };
    if (first.change !== last.change) message.bounced.push(worker);
    else message[last.change].push(worker);
  }
  message.down.sort(byName);
  message.back.sort(byName);
  message.bounced.sort(byName);
  return message;
}

/**
 * When the account's pending changes are to be sent: at the first pending change if the last message is at
 * least `intervalSeconds` old (a rack that stops at one check is one message, at once), else `intervalSeconds`
 * after the last message (later changes join it). Null when nothing is pending.
 */
export function groupSendAt(
  firstPendingAt: Date | null,
  lastSentAt: Date | null,
  intervalSeconds: number = workerAlertRule.groupIntervalSeconds,
): Date | null {
  if (!firstPendingAt) return null;
  if (!lastSentAt) return firstPendingAt;
  return new Date(Math.max(firstPendingAt.getTime(), lastSentAt.getTime() + intervalSeconds * 1000));
}

/**
 * The mean seconds between shares a worker at `ratePerSecond` is expected to keep (1 / rate): what the mail and
 * the worker lists show beside a silent worker. Null for a rate of 0 (judged by the 10-minute cap alone).
 */
export function expectedShareSeconds(ratePerSecond: number): number | null {
  return ratePerSecond > 0 ? 1 / ratePerSecond : null;
}

/**
 * The evidence of a worker judged down, at `now`: the whole minutes since its last share and the share interval
 * the rule expected when it judged it (`worker_alert_states.expected_share_seconds`). One function for the mail
 * and the worker lists, so both say the same at the same time (contract `silenceMessage` words it).
 */
export function silenceEvidence(
  lastShareAt: Date,
  expectedSeconds: number | null,
  now: Date,
): { minutes: number; expected_share_seconds: number | null } {
  return {
    minutes: Math.max(0, Math.floor((now.getTime() - lastShareAt.getTime()) / 60_000)),
    expected_share_seconds: expectedSeconds,
  };
}
