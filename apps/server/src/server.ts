import { join } from "node:path";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./db/embedded/embedded-postgres";
import { refusePgliteFolder } from "./db/embedded/pglite-folder";
import { prepareDatabase } from "./db/prepare";
import { seedDemoMoney } from "./db/seed/demo-money";
import { runDemoMonth } from "./db/seed/demo-month";
import { seedDemoNotifications } from "./db/seed/demo-notifications";
import { seedDemoPromocodes } from "./db/seed/demo-promocodes";
import { seedDemoSharing } from "./db/seed/demo-sharing";
import { catchUpRewards } from "./jobs/reward-catch-up";
import { scheduleJobs } from "./jobs/schedule";
import { createLogger } from "./logger";
import { createReadiness } from "./modules/health/readiness";
import { deliveryChannels } from "./modules/notifications/delivery-channels";
import { startOutboxDelivery } from "./modules/notifications/outbox-delivery";
import { demoSimulator } from "./modules/telemetry/simulator/demo-simulator";

/** `npm start`: validate the environment, open and migrate the database, seed, listen. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`pithead: ${err.message}`);
    process.exit(1);
  }
  const started = performance.now();
  const logger = createLogger(config);
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    refusePgliteFolder(config.dataDir);
    const log = logger.child({ component: "embedded-postgres" });
    embedded = await startEmbeddedPostgres({
      dir: join(config.dataDir, "postgres"),
      port: config.embeddedDbPort,
      durable: true,
      log: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
      // Without its database the server can only fail: it shuts down, and the next start recovers the folder.
      onUnexpectedExit: () => process.kill(process.pid, "SIGTERM"),
    });
  }
  // The error carries pg's whole client object: only its message and code are worth a log line.
  const database = await openDatabase({ databaseUrl: config.databaseUrl ?? embedded?.url() ?? "" }, (err) =>
    logger.warn(
      { error: err.message, code: (err as { code?: string }).code },
      "a pooled database connection was closed",
    ),
  );
  await prepareDatabase(database, { demo: config.demo });
  const readiness = createReadiness(config.demo ? "demo history and reward catch-up" : "reward catch-up");
  const app = await buildApp({ config, db: database.db, logger, readiness });
  if (config.telegram?.webhookSecretGenerated) {
    logger.warn("TELEGRAM_WEBHOOK_SECRET is unset: generated one for this run (set it when running several)");
  }
  if (config.ingestTokenGenerated) {
    logger.info({ ingestToken: config.ingestToken }, "INGEST_TOKEN is unset: generated one for this run");
  }
  let stopJobs = () => {};
  /** Reward days missed while the server was down (each day runs once, whoever starts it), then the jobs. */
  const startJobs = async () => {
    await catchUpRewards(database.db, app.clock, logger).catch((err) =>
      logger.error({ err }, "reward catch-up failed"),
    );
    const stopScheduled = scheduleJobs(database.db, app.clock, logger, config);
    // Every process delivers the notification outbox (row locks share the work).
    const stopDelivery = startOutboxDelivery({
      db: database.db,
      clock: app.clock,
      channels: deliveryChannels(config, database.db, app.telegram),
      publicUrl: config.publicUrl,
      onError: (err) => logger.error({ err }, "notification delivery failed"),
    });
    stopJobs = () => {
      stopScheduled();
      stopDelivery();
    };
    void app.telegram?.start();
    readiness.markReady();
  };
  // Demo mode only: a simulated farm sends shares through the ingest service (backfills 7 days once).
  const simulator = config.demo
    ? demoSimulator({ db: database.db, clock: app.clock, log: logger })
    : undefined;
  if (!simulator) await startJobs();

  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, "shutting down after an error");
    else logger.info({ signal }, "shutting down");
    stopJobs();
    await app.telegram?.stop();
    await simulator?.stop();
    await app.close();
    await database.close();
    await embedded?.stop();
  });

  await app.listen({ port: config.port, host: config.host });
  // The demo's jobs wait for its history (a month of rollups, rewards and payouts), so no reward day is
  // settled from a half-written backfill.
  simulator
    ?.start(async () => {
      await seedDemoMoney(database.db, app.clock);
      await seedDemoPromocodes(database.db, app.clock);
      await seedDemoSharing(database.db, app.clock);
      await seedDemoNotifications(database.db, app.clock);
      await runDemoMonth(database.db, app.clock, logger);
    })
    .catch((err) => logger.error({ err }, "demo simulator failed to start"))
    .finally(() => startJobs());
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

main().catch((err) => {
  console.error("pithead: failed to start:", err instanceof Error ? err.message : err);
  process.exit(1);
});
