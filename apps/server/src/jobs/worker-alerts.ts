import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { notificationFacts } from "../modules/notifications/notification-facts";
import type { WorkerInAlert } from "../modules/notifications/notification-payload";
import { notifyAll } from "../modules/notifications/notify";
import {
  estimateShareRate,
  expectedShareSeconds,
  type GroupedWorker,
  groupSendAt,
  groupWorkerChanges,
  silenceEvidence,
  stepWorkerAlert,
  workerAlertRule,
} from "../modules/notifications/worker-alert-rule";
import {
  type CandidateBounds,
  workerAlertsRepository,
} from "../modules/notifications/worker-alerts.repository";
import { compactWorkerRollups } from "../modules/telemetry/rollups/compact-worker-rollups";
import { minutePeriod, type RunOutcome, runOnce } from "./run-once";

export const workerAlertsJob = "worker-alerts";
/** Workers silent longer than this and never alerted are not checked (SPEC's statuses cover them). */
const activeWindowMs = 3600_000;
/** At most this many workers are named per list in one message (the rest are counted by the template). */
export const alertListMax = 1000;

/** `checked`: the workers whose state could change (`candidatesQuery`). */
export type WorkerAlertsOutcome = { checked: number; down: number; back: number; messages: number };

const inAlert = (w: GroupedWorker): WorkerInAlert => ({
  name: w.workerName,
  last_share_at: w.lastShareAt.toISOString(),
});
/** A worker down, with the evidence the worker lists show for it at the time of its change. */
const downInAlert =
  (expected: Map<string, number | null>) =>
  (w: GroupedWorker): WorkerInAlert => ({
    ...inAlert(w),
    silence: silenceEvidence(w.lastShareAt, expected.get(w.workerId) ?? null, w.at),
  });

/**
 * What the job at `now` reads (`candidatesQuery`). The rate window: the 5-minute buckets of the last hour, from
 * the first boundary inside it to now (55 to 60 minutes; the share count and the span agree, so the rate is not
 * diluted).
 */
export function alertCandidateBounds(now: Date): CandidateBounds {
  const bucketMs = 300_000;
  const ms = now.getTime();
  const rateSince = Math.ceil((ms - workerAlertRule.rateWindowSeconds * 1000) / bucketMs) * bucketMs;
  return {
    activeSince: new Date(ms - activeWindowMs),
    rateSince: new Date(rateSince),
    quietBefore: new Date(ms - workerAlertRule.minSilenceSeconds * 1000),
  };
}

/**
 * Once a minute: judges each active worker's silence against its own share rate (`worker-alert-rule.ts`),
 * records `down` and `back` changes, and turns each account's pending changes into one grouped
 * `worker-status-changed` notification when `groupSendAt` says so. Staged shares are compacted first, so the
 * silence is measured against every share ingested before the check. Once per minute (`runOnce`).
 */
export function checkWorkerAlerts(db: Db, clock: Clock): Promise<RunOutcome<WorkerAlertsOutcome>> {
  const now = clock.now();
  return runOnce(db, clock, workerAlertsJob, minutePeriod(now), async (tx) => {
    await compactWorkerRollups(tx, clock);
    const repo = workerAlertsRepository(tx);
    const bounds = alertCandidateBounds(now);
    const window = (now.getTime() - bounds.rateSince.getTime()) / 1000;
    const candidates = await repo.candidates(bounds);
    const outcome: WorkerAlertsOutcome = { checked: candidates.length, down: 0, back: 0, messages: 0 };
    const wentDown: {
      workerId: string;
      minerId: string;
      lastShareAt: Date;
      expectedShareSeconds: number | null;
    }[] = [];
    const cameBack: string[] = [];
    const changes = [];
    for (const w of candidates) {
      const ratePerSecond = estimateShareRate(w.shares, window);
      const step = stepWorkerAlert(w.lastShareAtWhenDown ? "down" : "up", {
        lastShareAt: w.lastShareAt,
        lastShareAtWhenDown: w.lastShareAtWhenDown ?? w.lastShareAt,
        ratePerSecond,
        silenceSeconds: Math.max(0, (now.getTime() - w.lastShareAt.getTime()) / 1000),
      });
      if (!step.change) continue;
      if (step.change === "down")
        wentDown.push({ ...w, expectedShareSeconds: expectedShareSeconds(ratePerSecond) });
      else cameBack.push(w.workerId);
      changes.push({
        minerId: w.minerId,
        workerId: w.workerId,
        workerName: w.name,
        change: step.change,
        at: now,
        lastShareAt: w.lastShareAt,
      });
    }
    await repo.markDown(wentDown, now);
    await repo.markUp(cameBack);
    await repo.addChanges(changes);
    outcome.down = wentDown.length;
    outcome.back = cameBack.length;
    outcome.messages = await sendDueGroups(tx, now);
    return outcome;
  });
}

/** One message per account whose group is due; a group of bounces only (nothing changed) is dropped. */
async function sendDueGroups(tx: Db, now: Date): Promise<number> {
  const repo = workerAlertsRepository(tx);
  const pending = await repo.pending();
  const byMiner = new Map<string, typeof pending>();
  for (const change of pending) {
    const list = byMiner.get(change.minerId);
    if (list) list.push(change);
    else byMiner.set(change.minerId, [change]);
  }
  const lastSent = await repo.lastSent([...byMiner.keys()]);
  const names = await notificationFacts(tx).accountNames([...byMiner.keys()]);
  const expected = await repo.expectedShareSeconds(
    pending.filter((c) => c.change === "down").map((c) => c.workerId),
  );
  const inputs = [];
  const settled: { minerId: string; upToId: number }[] = [];
  for (const [minerId, list] of byMiner) {
    const sendAt = groupSendAt((list[0] as (typeof list)[number]).at, lastSent.get(minerId) ?? null);
    if (!sendAt || sendAt.getTime() > now.getTime()) continue;
    const message = groupWorkerChanges(minerId, list);
    settled.push({ minerId, upToId: list.reduce((max, c) => Math.max(max, c.id), 0) });
    if (!message || (message.down.length === 0 && message.back.length === 0)) continue;
    inputs.push({
      key: `worker-status-changed:${minerId}:${now.toISOString()}`,
      minerId,
      payload: {
        event: "worker-status-changed" as const,
        account_name: names.get(minerId) ?? "",
        from: message.from.toISOString(),
        to: message.to.toISOString(),
        down: message.down.slice(0, alertListMax).map(downInAlert(expected)),
        back: message.back.slice(0, alertListMax).map(inAlert),
        bounced: message.bounced.slice(0, alertListMax).map(inAlert),
      },
    });
  }
  await repo.settle(settled, now);
  await notifyAll(tx, now, inputs);
  return inputs.length;
}
