import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { addUtcDays, utcDayOf } from "../lib/utc-day";
import { notificationFacts } from "../modules/notifications/notification-facts";
import type { WorkerDigestPayload } from "../modules/notifications/notification-payload";
import { type NotificationInput, notifyAll } from "../modules/notifications/notify";
import { workerDigestRepository } from "../modules/notifications/worker-digest.repository";
import { type RunOutcome, runOnce } from "./run-once";
import { alertListMax } from "./worker-alerts";

export const workerDigestJob = "worker-digest";

/**
 * Daily, for the UTC day before: one `worker-status-digest` per account with hardware workers (the day's SPEC
 * status changes and the counts now), written to the outbox for those who turned the digest on (off by
 * default). Once per day (`runOnce`, period = the day covered).
 */
export function sendWorkerDigests(db: Db, clock: Clock): Promise<RunOutcome<number>> {
  const now = clock.now();
  const day = addUtcDays(utcDayOf(now), -1);
  return runOnce(db, clock, workerDigestJob, day, async (tx) => {
    const repo = workerDigestRepository(tx);
    const from = new Date(`${day}T00:00:00Z`);
    const counts = await repo.countsNow();
    const changes = await repo.changes(from, new Date(from.getTime() + 86_400_000));
    const names = await notificationFacts(tx).accountNames(counts.map((c) => c.minerId));
    const byMiner = new Map<string, typeof changes>();
    for (const change of changes) {
      const list = byMiner.get(change.minerId);
      if (list) list.push(change);
      else byMiner.set(change.minerId, [change]);
    }
    const inputs: NotificationInput[] = counts.map((c) => {
      const mine = byMiner.get(c.minerId) ?? [];
      const listed = (kind: "unavailable" | "back") =>
        mine.filter((x) => x.kind === kind).map((x) => ({ name: x.name, at: x.at.toISOString() }));
      const wentUnavailable = listed("unavailable");
      const cameBack = listed("back");
      const payload: WorkerDigestPayload = {
        event: "worker-status-digest",
        account_name: names.get(c.minerId) ?? "",
        day,
        stable: c.stable,
        unavailable: c.unavailable,
        off: c.off,
        went_unavailable: wentUnavailable.slice(0, alertListMax),
        went_unavailable_total: wentUnavailable.length,
        came_back: cameBack.slice(0, alertListMax),
        came_back_total: cameBack.length,
      };
      return { key: `worker-status-digest:${day}:${c.minerId}`, minerId: c.minerId, payload };
    });
    return notifyAll(tx, now, inputs);
  });
}
