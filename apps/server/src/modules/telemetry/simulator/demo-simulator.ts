import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { ingestRepository } from "../ingest/ingest.repository";
import { ingestService } from "../ingest/ingest.service";
import { backfillDemo } from "./backfill";
import { type DemoWorker, demoWorkers } from "./demo-farms";
import { liveShares } from "./live-shares";
import { seededRandom } from "./prng";

/** How often the simulated stratum server sends a batch. */
export const demoBatchIntervalMs = 12_000;

export type DemoSimulatorOptions = {
  db: Db;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, "info" | "error">;
  workers?: DemoWorker[];
  seed?: number;
};

/**
 * The demo farm (demo mode only; server.ts starts it, tests call it explicitly): on first start it backfills
 * 7 days of history (once per database), then every 12 s it sends the live workers' shares of the time since
 * the last batch through the ingest service, as a stratum server would.
 */
export function demoSimulator(opts: DemoSimulatorOptions) {
  const { db, clock } = opts;
  const workers = opts.workers ?? demoWorkers();
  const random = seededRandom(opts.seed ?? 20_260_302);
  const ingest = ingestService({ repo: ingestRepository(db), clock });
  let lastMs = clock.now().getTime();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> | undefined;

  /** Sends the shares found since the previous batch (ids from the time, so a resend is recognised). */
  async function tick() {
    const now = clock.now().getTime();
    if (now <= lastMs) return { accepted: 0 };
    const shares = liveShares(workers, random, lastMs, now);
    const batchId = `demo-${lastMs}-${now}`;
    lastMs = now;
    if (shares.length === 0) return { accepted: 0 };
    return ingest.ingest({ batch_id: batchId, shares });
  }

  return {
    tick,
    /** Backfills once per database; live batches start from now. */
    async backfill() {
      const outcome = await backfillDemo(db, clock, workers, random);
      lastMs = clock.now().getTime();
      return outcome;
    },
    /** Backfills (when not yet done), then sends a batch every 12 s until `stop`. */
    async start() {
      const outcome = await this.backfill();
      if (outcome.ran) opts.log?.info(outcome, "demo simulator: history backfilled");
      if (stopped) return;
      timer = setInterval(() => {
        if (running) return; // the previous batch is still being ingested
        running = tick()
          .catch((err) => opts.log?.error({ err }, "demo simulator: batch failed"))
          .finally(() => {
            running = undefined;
          });
      }, demoBatchIntervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
