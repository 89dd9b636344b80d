import { Cron } from "croner";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { reportError } from "../modules/error-reports/sentry";
import { isJobStopped } from "./job-stop";
import { checkLedger } from "./ledger-check";
import { prepareNextMinerFigures, refreshMinerFigures } from "./miner-figures-refresh";
import { purgeNotifications } from "./notification-retention";
import { compactPaymentCountsJob } from "./payment-counts-compaction";
import { runScheduledPayouts } from "./payout-daily";
import { ratesRefresher } from "./rates-refresh";
import { runDueRewards } from "./reward-daily";
import { compactRollups } from "./rollup-compaction";
import { hourPeriod, minutePeriod, runOnce, runOnceAfterClaim } from "./run-once";
import { enforceTelemetryRetention } from "./telemetry-retention";
import { checkWorkerAlerts } from "./worker-alerts";
import { sendWorkerDigests } from "./worker-digest";
import { refreshWorkerFigures } from "./worker-figures-refresh";
import { sweepWorkerStatuses } from "./worker-status-sweep";

/** The period key of a job that runs every 5 minutes: `2026-03-02T10:05Z` (UTC). */
const fiveMinutePeriod = (at: Date) => minutePeriod(new Date(Math.floor(at.getTime() / 300_000) * 300_000));

/**
 * Starts the scheduled jobs (server.ts only, never in tests): each run is claimed in `job_runs`, so
 * several processes on one database (WEB_CONCURRENCY, or several machines) run each period once: the
 * jobs claim their own period (`runOnce`); the ledger check and the exchange-rate refresh, which are not
 * run-once by themselves, are claimed here. Returns a function that stops them and resolves once the runs under
 * way have finished.
 */
export function scheduleJobs(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  config: Partial<Pick<Config, "payoutFeeLevels" | "rates">> = {},
): () => Promise<void> {
  // Aborted at stop: a long run ends at its next safe point (the worker figures after their current chunk; the
  // rewards, payouts, compaction and retention roll back whole, to run again at the next start: job-stop.ts).
  const stopping = new AbortController();
  const { signal } = stopping;
  const jobs: [string, string, () => Promise<unknown>][] = [
    ["rollup-compaction", "30 * * * * *", () => compactRollups(db, clock, signal)],
    ["worker-status-sweep", "* * * * *", () => sweepWorkerStatuses(db, clock)],
    // Second 2 of each minute: the figures pick up the statuses the sweep has just written.
    ["miner-figures-refresh", "2 * * * * *", () => refreshMinerFigures(db, clock)],
    // Second 40: the next minute's rows, ready before the end moves (seconds under load at 5,000 miners).
    ["miner-figures-ahead", "40 * * * * *", () => prepareNextMinerFigures(db, clock)],
    ["worker-figures-refresh", "* * * * *", () => refreshWorkerFigures(db, clock, signal)],
    // Second 5: worker alerts judge each silence against the worker's own rate (notifications).
    ["worker-alerts", "5 * * * * *", () => checkWorkerAlerts(db, clock)],
    ["notification-retention", "11 * * * *", () => purgeNotifications(db, clock)],
    ["payment-counts-compaction", "23 * * * *", () => compactPaymentCountsJob(db, clock)],
    // 00:10 UTC: yesterday's worker digest (after the midnight sweeps have recorded the day's last changes).
    ["worker-digest", "10 0 * * *", () => sendWorkerDigests(db, clock)],
    ["telemetry-retention", "7 * * * *", () => enforceTelemetryRetention(db, clock, signal)],
    // The audit reads every posting: once an hour, not once per process (the on-demand check is not claimed).
    [
      "ledger-check",
      "17 * * * *",
      () => runOnce(db, clock, "ledger-check", hourPeriod(clock.now()), (tx) => checkLedger(tx, clock)),
    ],
    // Every minute: today's payouts once the schedule's time (14:00 UTC by default) has come; then no-ops.
    ["payouts", "* * * * *", () => runScheduledPayouts(db, clock, config.payoutFeeLevels, signal)],
    // Yesterday's FPPS rewards once it is 09:00 UTC; later ticks of the day are no-ops (runOnce).
    ["rewards", "*/5 * * * *", () => runDueRewards(db, clock, log, signal)],
  ];
  // BTC prices into exchange_rates (values payments in the CSV export at their credit time).
  const { rates } = config;
  // One upstream fetch per 5 minutes for the whole pool, not one per process (the upstream's rate limit).
  if (rates) {
    const refresh = ratesRefresher(db, clock, log, rates);
    jobs.push([
      "exchange-rates",
      "45 */5 * * * *",
      // Claimed first, then fetched: no transaction stays open while the upstream answers, and the service
      // records the prices through the pool.
      () => runOnceAfterClaim(db, clock, "exchange-rates", fiveMinutePeriod(clock.now()), () => refresh()),
    ]);
  }
  const running = new Set<Promise<void>>();
  const crons = jobs.map(
    ([name, pattern, run]) =>
      new Cron(pattern, { name, timezone: "UTC", protect: true }, async () => {
        if (signal.aborted) return;
        const done = (async () => {
          const started = performance.now();
          try {
            const outcome = await run();
            log.debug({ job: name, outcome, ms: Math.round(performance.now() - started) }, "job finished");
          } catch (err) {
            // A run stopped by the shutdown, or failing because the stop ended what it used: not a failure.
            if (isJobStopped(err) || signal.aborted) {
              log.info({ job: name, reason: (err as Error).message }, "job stopped by the shutdown");
              return;
            }
            log.error({ err, job: name }, "job failed");
            reportError(err, { job: name });
          }
        })();
        running.add(done);
        await done;
        running.delete(done);
      }),
  );
  // Stopping waits for the runs under way: the database pool closes after them, never under them.
  return async () => {
    stopping.abort();
    for (const cron of crons) cron.stop();
    await Promise.all(running);
  };
}
