import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import type { Config } from "../config";
import { openDatabase } from "../db/client";
import type { EmbeddedPostgres } from "../db/embedded/embedded-postgres";
import { prepareDatabase } from "../db/prepare";
import { clusterLocks, withAdvisoryLock } from "./advisory-locks";
import { databaseLost, startEmbeddedDatabase } from "./embedded-database";

/** The message the primary sends a worker to shut down gracefully (server.ts turns it into its SIGTERM). */
export const shutdownMessage = { pithead: "shutdown" } as const;

/** A worker that dies is forked again after 1 s, doubling to 30 s while it keeps dying within a minute. */
const restartDelayMs = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
const stableAfterMs = 60_000;
/** How long workers get to finish their requests and jobs at shutdown before they are killed. */
const stopTimeoutMs = 15_000;

/**
 * WEB_CONCURRENCY > 1: the node:cluster primary. It serves nothing itself: it starts the embedded PostgreSQL
 * (without DATABASE_URL), migrates and seeds once, then forks `webConcurrency` server processes that share the
 * port (the workers open the database by URL and skip the preparation). It forks again a worker that dies
 * unexpectedly, with back-off; on SIGTERM or SIGINT it asks the workers to shut down gracefully, waits for
 * them, then stops the embedded database.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const started = performance.now();
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) embedded = await startEmbeddedDatabase(config, logger);
  const databaseUrl = config.databaseUrl ?? embedded?.url() ?? "";
  try {
    const database = await openDatabase({ databaseUrl });
    try {
      await withAdvisoryLock(databaseUrl, clusterLocks.prepare, () =>
        prepareDatabase(database, { demo: config.demo }),
      );
    } finally {
      await database.close();
    }
  } catch (err) {
    // The embedded database runs in its own process group: it would outlive a failed start.
    await embedded?.stop().catch(() => {});
    throw err;
  }
  if (embedded && config.webConcurrency * 13 > 90) {
    logger.warn(
      { processes: config.webConcurrency },
      "cluster: each process may open up to 13 connections and the embedded PostgreSQL allows 100 (docs/DEPLOY.md)",
    );
  }
  if (config.telegram?.webhookSecretGenerated) {
    logger.warn("TELEGRAM_WEBHOOK_SECRET is unset: generated one for this run (set it when running several)");
  }
  if (config.ingestTokenGenerated) {
    logger.info({ ingestToken: config.ingestToken }, "INGEST_TOKEN is unset: generated one for this run");
  }

  // What every worker must share: the database, the demo switch (DATABASE_URL alone would turn it off), and
  // the secrets this process generated. METRICS_PORT: one port per worker (base, base+1, ...).
  const shared: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    DEMO: config.demo ? "1" : "0",
    INGEST_TOKEN: config.ingestToken,
  };
  const webhookSecret = config.telegram?.webhookSecret;
  if (webhookSecret) shared.TELEGRAM_WEBHOOK_SECRET = webhookSecret;
  const metricsPort = config.integrations.metrics?.port;
  const envOf = (slot: number) => ({
    ...shared,
    PITHEAD_WORKER: String(slot),
    ...(metricsPort ? { METRICS_PORT: String(metricsPort + slot - 1) } : {}),
  });

  const slots = new Map<Worker, { slot: number; forkedAt: number }>();
  const failures = new Map<number, number>();
  let stopping = false;
  let listened = false;
  const fork = (slot: number) => {
    const worker = cluster.fork(envOf(slot));
    slots.set(worker, { slot, forkedAt: Date.now() });
    worker.once("listening", () => {
      if (!listened)
        logger.info({ startupMs: Math.round(performance.now() - started) }, "cluster: first worker listens");
      listened = true;
    });
  };

  cluster.on("exit", (worker, code, signal) => {
    const entry = slots.get(worker);
    slots.delete(worker);
    if (stopping || !entry) return;
    // Exiting by itself before any process listened is a start that fails (a bad setting): stop rather than loop.
    // Killed by a signal (an OOM kill, an operator) during a long start-up history: forked again below.
    if (!listened && signal === null) {
      logger.error({ code, signal }, "cluster: a server process failed to start; stopping");
      void shutdown(1);
      return;
    }
    const lived = Date.now() - entry.forkedAt;
    const n = lived > stableAfterMs ? 1 : (failures.get(entry.slot) ?? 0) + 1;
    failures.set(entry.slot, n);
    const delay = restartDelayMs(n);
    logger.warn({ worker: entry.slot, code, signal, restartInMs: delay }, "cluster: a server process died");
    setTimeout(() => {
      if (!stopping) fork(entry.slot);
    }, delay).unref();
  });

  async function shutdown(exitCode: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    const live = [...slots.keys()];
    for (const worker of live) {
      try {
        worker.send(shutdownMessage);
      } catch {
        // already gone
      }
    }
    const exited = Promise.all(
      live.map((w) => new Promise((done) => (w.isDead() ? done(null) : w.once("exit", done)))),
    );
    const timeout = new Promise((done) => setTimeout(done, stopTimeoutMs).unref());
    await Promise.race([exited, timeout]);
    for (const worker of live) if (!worker.isDead()) worker.process.kill("SIGKILL");
    await embedded
      ?.stop()
      .catch((err) => logger.error({ err }, "cluster: stopping the embedded database failed"));
    logger.info("cluster: stopped");
    process.exit(exitCode);
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      logger.info({ signal }, "cluster: shutting down the server processes");
      // The embedded PostgreSQL dying sends this SIGTERM too: then exit 1, so a supervisor starts it again.
      void shutdown(databaseLost() ? 1 : 0);
    });
  }

  for (let slot = 1; slot <= config.webConcurrency; slot++) fork(slot);
  logger.info(
    {
      url: config.publicUrl,
      processes: config.webConcurrency,
      database: embedded
        ? `embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${config.dataDir}`
        : "PostgreSQL",
      demo: config.demo,
    },
    `Pithead starts ${config.webConcurrency} server processes at ${config.publicUrl}`,
  );
}
