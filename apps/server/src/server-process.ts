import cluster from "node:cluster";
import closeWithGrace from "close-with-grace";
import type { Logger } from "pino";
import { buildApp } from "./app";
import { clusterLocks, withAdvisoryLock } from "./cluster/advisory-locks";
import { databaseLost } from "./cluster/embedded-database";
import { leaderElection } from "./cluster/leader";
import { shutdownMessage } from "./cluster/primary";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import type { EmbeddedPostgres } from "./db/embedded/embedded-postgres";
import { prepareDatabase } from "./db/prepare";
import { runDemoMonth } from "./db/seed/demo-month";
import { seedDemoNotifications } from "./db/seed/demo-notifications";
import { seedDemoPromocodes } from "./db/seed/demo-promocodes";
import { seedDemoSharing } from "./db/seed/demo-sharing";
import { isJobStopped } from "./jobs/job-stop";
import { catchUpRewards } from "./jobs/reward-catch-up";
import { scheduleJobs } from "./jobs/schedule";
import { createReadiness } from "./modules/health/readiness";
import { smtpSender, startCourierDispatch } from "./modules/identity/courier/courier-dispatch";
import { deliveryChannels } from "./modules/notifications/delivery-channels";
import { startOutboxDelivery } from "./modules/notifications/outbox-delivery";
import { demoSimulator } from "./modules/telemetry/simulator/demo-simulator";

/**
 * One server process: open (and unless a cluster primary did it, migrate and seed) the database, listen, then
 * the start-up work and the jobs. Whatever the number of processes, on one machine or several: each job period
 * runs once (`job_runs`), the start-up history runs one process at a time (an advisory lock; the later ones find
 * it done), and one elected process (an advisory lock held on its own connection) runs the demo farm.
 */
export async function runServer(
  config: Config,
  logger: Logger,
  started: number,
  starting: Promise<EmbeddedPostgres> | undefined,
): Promise<void> {
  const embedded = await starting;
  const databaseUrl = config.databaseUrl ?? embedded?.url() ?? "";
  // The error carries pg's whole client object: only its message and code are worth a log line.
  const database = await openDatabase(
    { databaseUrl },
    {
      limits: config.database,
      onIdleError: (err) =>
        logger.warn(
          { error: err.message, code: (err as { code?: string }).code },
          "a pooled database connection was closed",
        ),
      onPoolUseInTransaction: (err) =>
        logger.error({ err }, "a pool connection was taken inside a transaction"),
    },
  );
  // A cluster worker finds the database prepared by its primary.
  if (!cluster.isWorker) {
    await withAdvisoryLock(databaseUrl, clusterLocks.prepare, () =>
      prepareDatabase(database, { demo: config.demo }),
    );
  }
  const readiness = createReadiness(config.demo ? "demo history and reward catch-up" : "reward catch-up");
  // The shutdown's grace delay (close-with-grace) and when it began: the HTTP server's close waits for handlers
  // still running only as long as leaves the steps after it (the database pool, the embedded PostgreSQL) time.
  const graceMs = 10_000;
  const afterHttpServerMs = 3_000;
  const poolCloseMs = 2_000;
  let shutdownBegan: number | undefined;
  const drainMs = () =>
    shutdownBegan === undefined
      ? graceMs
      : Math.max(0, shutdownBegan + graceMs - afterHttpServerMs - Date.now());
  const app = await buildApp({ config, db: database.db, logger, readiness, drainMs });
  if (!cluster.isWorker && config.telegram?.webhookSecretGenerated) {
    logger.warn("TELEGRAM_WEBHOOK_SECRET is unset: generated one for this run (set it when running several)");
  }
  if (!cluster.isWorker && config.ingestTokenGenerated) {
    logger.info({ ingestToken: config.ingestToken }, "INGEST_TOKEN is unset: generated one for this run");
  }
  // Demo mode only: a simulated farm sends shares through the ingest service (backfills 7 days once).
  const simulator = config.demo
    ? demoSimulator({ db: database.db, clock: app.clock, log: logger })
    : undefined;
  // The farm's live batches: one process among all on the database.
  const leader = simulator
    ? leaderElection({
        databaseUrl,
        key: clusterLocks.leader,
        name: "demo farm",
        log: logger,
        lead: async () => {
          await simulator.live();
          return () => simulator.pause();
        },
      })
    : undefined;
  let closing = false;
  /**
   * Aborted first thing at shutdown: the start-up history and every scheduled job stop at their next safe point
   * (between miners, chunks or steps; what is under way rolls back with its claim: `jobs/job-stop.ts`).
   */
  const stopping = new AbortController();
  let startup: Promise<void> = Promise.resolve();
  let stopScheduled = async (): Promise<void> => {};
  let stopDelivery = async (): Promise<void> => {};
  let stopCourier = async (): Promise<void> => {};
  /** Stops the jobs: the start-up history, the scheduler, the outbox delivery and the mail dispatch, each at a safe point. */
  const stopJobs = async (): Promise<void> => {
    stopping.abort();
    await startup;
    await Promise.all([stopScheduled(), stopDelivery(), stopCourier()]);
  };
  /**
   * A failed step of the start-up history. A shutdown stops it at a safe point: that is no failure (each step
   * commits with its claim, so the next start goes on from the first step not done).
   */
  const startupFailed = (step: string) => (err: unknown) => {
    if (closing || isJobStopped(err)) logger.info(`${step} stopped by the shutdown; the next start goes on`);
    else logger.error({ err }, `${step} failed`);
  };
  const stopSignal = stopping.signal;
  /**
   * The start-up history (the demo's, then the reward days missed while the server was down), one process at a
   * time: each step runs once per database, so a later process finds it done. Then the jobs, and ready.
   */
  const startJobs = async () => {
    await withAdvisoryLock(
      databaseUrl,
      clusterLocks.startup,
      async () => {
        // The demo's jobs wait for its history (a month of rollups, rewards and payouts), so no reward day is
        // settled from a half-written backfill.
        await simulator
          ?.prepare(async () => {
            // Loaded here: bitcoinjs-lib (the demo's addresses) is not needed to start.
            const { seedDemoMoney } = await import("./db/seed/demo-money");
            await seedDemoMoney(database.db, app.clock, config.rates.fallback);
            await seedDemoPromocodes(database.db, app.clock);
            await seedDemoSharing(database.db, app.clock);
            await seedDemoNotifications(database.db, app.clock);
            await runDemoMonth(database.db, app.clock, logger, stopSignal);
          }, stopSignal)
          .catch(startupFailed("demo history"));
        if (stopSignal.aborted) return;
        await catchUpRewards(database.db, app.clock, logger, stopSignal).catch(
          startupFailed("reward catch-up"),
        );
      },
      stopSignal,
    ).catch(startupFailed("start-up history"));
    if (closing || stopSignal.aborted) return;
    stopScheduled = scheduleJobs(database.db, app.clock, logger, config);
    // Every process delivers the notification outbox (row locks share the work).
    stopDelivery = startOutboxDelivery({
      db: database.db,
      clock: app.clock,
      channels: deliveryChannels(config, app.telegram),
      publicUrl: config.publicUrl,
      onError: (err) => logger.error({ err }, "notification delivery failed"),
    });
    // With SMTP_URL every process sends the queued mail (leases share the work); without it the queue is the
    // dev mailbox.
    if (config.smtpUrl) {
      stopCourier = startCourierDispatch({
        db: database.db,
        send: smtpSender(config.smtpUrl, config.mailFrom),
        onError: (err) => logger.error({ err }, "mail dispatch failed"),
      });
    }
    // Long polling: one process (`telegram/single-poller.ts`, its own advisory lock).
    void app.telegram?.start();
    leader?.start();
    readiness.markReady();
  };
  // The shutdown step running now and the time each earlier one took: a stop past the grace delay names them.
  let shutdownStep = "";
  const stepsTaken: Record<string, number> = {};
  const shutdown = async (step: string, stop: () => Promise<unknown> | undefined) => {
    shutdownStep = step;
    const begun = performance.now();
    await stop();
    stepsTaken[step] = Math.round(performance.now() - begun);
    logger.debug({ ms: stepsTaken[step] }, `shutdown: ${step} stopped`);
  };
  const onTimeout = () =>
    logger.error(
      { stepsTakenMs: stepsTaken },
      `killed by timeout (${graceMs} ms) while stopping ${shutdownStep}`,
    );
  closeWithGrace({ delay: graceMs, logger, onTimeout }, async ({ signal, err }) => {
    closing = true;
    shutdownBegan = Date.now();
    if (err) logger.error({ err }, "shutting down after an error");
    else logger.info({ signal }, "shutting down");
    await shutdown("the jobs", stopJobs);
    await shutdown("the Telegram poller", () => app.telegram?.stop());
    await shutdown("the demo farm's leadership", () => leader?.stop());
    await shutdown("the demo farm", () => simulator?.stop());
    await shutdown("the HTTP server", () => app.close());
    // Bounded: with the database gone, ending the pool can wait for connections that never finish (seen with
    // the embedded PostgreSQL killed); nothing is left to commit by then, so the stop goes on without it.
    await shutdown("the database pool", () => closeWithin(database.close(), poolCloseMs, logger));
    await shutdown("the embedded PostgreSQL", () => embedded?.stop());
    logger.info({ stepsTakenMs: stepsTaken }, "stopped");
    if (databaseLost()) {
      // Not a clean stop: a supervisor (systemd Restart=on-failure, Docker, a cluster primary) starts it again.
      logger.error("the embedded PostgreSQL died: exiting with 1, the next start recovers its folder");
      process.exit(1);
    }
  });
  // Installed before the start-up history runs: a stop during it waits for its safe point too.
  if (cluster.isWorker) {
    // The primary's graceful stop, and a primary gone (killed): both end this process as a SIGTERM would.
    const stop = () => {
      if (!closing) process.kill(process.pid, "SIGTERM");
    };
    process.on("message", (message) => {
      if ((message as typeof shutdownMessage | undefined)?.pithead === shutdownMessage.pithead) stop();
    });
    process.on("disconnect", stop);
  }

  if (!simulator) {
    startup = startJobs();
    await startup;
    // Stopped during the start-up history: the shutdown ends the process.
    if (closing) return;
  }

  await app.listen({ port: config.port, host: config.host });
  if (simulator) startup = startJobs();
  if (cluster.isWorker) return;
  logger.info(
    {
      url: config.publicUrl,
      database: embedded
        ? `embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${config.dataDir}`
        : "PostgreSQL",
      demo: config.demo,
      startupMs: Math.round(performance.now() - started),
    },
    `Pithead is ready at ${config.publicUrl}`,
  );
}

/** Waits for `closing` at most `ms`; past that logs it and goes on (the process exits soon after). */
async function closeWithin(closing: Promise<void>, ms: number, logger: Logger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((done) => {
    timer = setTimeout(() => done("late"), ms);
  });
  const outcome = await Promise.race([closing.then(() => "closed" as const), late]).finally(() =>
    clearTimeout(timer),
  );
  if (outcome === "late") logger.warn(`the database pool did not close within ${ms} ms; stopping without it`);
}
