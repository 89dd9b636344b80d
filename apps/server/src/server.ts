import cluster from "node:cluster";
import { startEmbeddedDatabase } from "./cluster/embedded-database";
import { type Config, ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";

/**
 * `npm start`: validate the environment; then with WEB_CONCURRENCY=1 (the default) this process is the server
 * (`server-process.ts`), above 1 it is the node:cluster primary (`cluster/primary.ts`) that prepares the database
 * and forks the servers. The server's modules load while the embedded database starts (its first start runs
 * initdb, seconds of another process's work): only what that start needs is imported up front.
 */
async function main(): Promise<void> {
  const started = performance.now();
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`pithead: ${err.message}`);
    process.exit(1);
  }
  const logger = createLogger(config);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    const { runPrimary } = await import("./cluster/primary");
    return runPrimary(config, logger);
  }
  const starting = config.databaseUrl ? undefined : startEmbeddedDatabase(config, logger);
  // Awaited in runServer; until then a failed start must not count as an unhandled rejection.
  starting?.catch(() => {});
  const { runServer } = await import("./server-process");
  const log = cluster.isWorker ? logger.child({ worker: process.env.PITHEAD_WORKER }) : logger;
  return runServer(config, log, started, starting);
}

main().catch((err) => {
  console.error("pithead: failed to start:", err instanceof Error ? err.message : err);
  process.exit(1);
});
