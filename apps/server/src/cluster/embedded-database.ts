import { join } from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../db/embedded/embedded-postgres";
import { refusePgliteFolder } from "../db/embedded/pglite-folder";

let lost = false;
/** Whether the embedded PostgreSQL died under this process (its shutdown then ends with exit code 1). */
export const databaseLost = () => lost;

/**
 * Without DATABASE_URL: the embedded PostgreSQL in `<DATA_DIR>/postgres`, started by the one process that owns
 * it (the server with WEB_CONCURRENCY=1, else the cluster primary). If it dies the owner shuts down gracefully
 * and exits with 1 (`databaseLost()`), so a supervisor restarts it; the next start recovers the folder.
 */
export async function startEmbeddedDatabase(config: Config, logger: Logger): Promise<EmbeddedPostgres> {
  refusePgliteFolder(config.dataDir);
  const log = logger.child({ component: "embedded-postgres" });
  return startEmbeddedPostgres({
    dir: join(config.dataDir, "postgres"),
    port: config.embeddedDbPort,
    durable: true,
    log: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
    onUnexpectedExit: () => {
      lost = true;
      process.kill(process.pid, "SIGTERM");
    },
  });
}
