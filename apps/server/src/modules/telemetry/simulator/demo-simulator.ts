import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { throwIfStopped } from "../../../jobs/job-stop";
import { ingestRepository } from "../ingest/ingest.repository";
import { ingestService } from "../ingest/ingest.service";
import { backfillDemo } from "./backfill";
import { type DemoWorker, demoWorkers } from "./demo-farms";
import { backfillDemoUnattributed } from "./demo-unattributed";
import { liveShares } from "./live-shares";
import { backfillDemoMonth } from "./month-history";
import { seededRandom } from "./prng";
import { demoBatchId, lastDemoBatchEnd } from "./simulator.repository";

/** How often the simulated stratum server sends a batch. */
export const demoBatchIntervalMs = 12_000;
/** The longest span one batch covers (about 31,000 shares of the demo farm: under the 50,000 limit). */
export const demoBatchMaxSpanMs = 60_000;
/**
 * After a restart the farm sends what it found while the server was down, as a stratum server buffers, for at
 * most this long; an older gap stays a gap.
 */
export const demoCatchUpMs = 3600_000;

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
  /** The rebooting demo worker's hour is counted from here (its first reboot 5 minutes after the start). */
  const startedMs = lastMs;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> | undefined;

  /** Sends the shares found since the previous batch, a minute at most per batch. */
  async function tick() {
    const now = clock.now().getTime();
    let accepted = 0;
    while (lastMs < now) {
      const to = Math.min(now, lastMs + demoBatchMaxSpanMs);
      const shares = liveShares(workers, random, lastMs, to, startedMs);
      if (shares.length > 0) {
        accepted += (await ingest.ingest({ batch_id: demoBatchId(lastMs, to), shares })).accepted;
      }
      lastMs = to;
    }
    return { accepted };
  }

  return {
    tick,
    /**
     * Backfills once per database. Live batches start where the backfill ended, or where the last run's
     * batches ended (at most an hour back), so neither a start nor a restart leaves a dip.
     */
    async backfill(signal?: AbortSignal) {
      const outcome = await backfillDemo(db, clock, workers, random, signal);
      const now = clock.now().getTime();
      const resume = outcome.ran ? Date.parse(outcome.until) : await lastDemoBatchEnd(db);
      lastMs = resume === null ? now : Math.min(now, Math.max(resume, now - demoCatchUpMs));
      return outcome;
    },
    /**
     * Backfills (when not yet done), then the month of 4-hour history before it, unknown accounts' shares
     * (`demo-unattributed.ts`) and the demo month of money (`history`, server.ts passes it). Every step runs
     * once per database, so every process may call it (server.ts: one after the other, under a lock) and
     * the later ones find it done. `signal` (the shutdown) stops it between steps and miners (`JobStopped`).
     */
    async prepare(history?: () => Promise<unknown>, signal?: AbortSignal) {
      const outcome = await this.backfill(signal);
      if (outcome.ran) opts.log?.info(outcome, "demo simulator: history backfilled");
      const month = await backfillDemoMonth(db, clock, workers, signal);
      if (month.buckets > 0) opts.log?.info(month, "demo simulator: month history backfilled");
      throwIfStopped(signal, "demo history");
      await backfillDemoUnattributed(db, clock);
      throwIfStopped(signal, "demo history");
      await history?.();
    },
    /**
     * Sends a batch every 12 s until `stop`: in one process only (server.ts: the elected leader). It resumes
     * after the newest batch any process sent (at most an hour back), so a leader taking over leaves no dip.
     */
    async live() {
      if (stopped) return;
      const now = clock.now().getTime();
      const sent = await lastDemoBatchEnd(db);
      if (sent !== null) lastMs = Math.min(now, Math.max(lastMs, sent, now - demoCatchUpMs));
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
    /** `prepare`, then `live` (one process). */
    async start(history?: () => Promise<unknown>) {
      await this.prepare(history);
      await this.live();
    },
    /** Stops the live batches (a leader stepping down); `live` may start them again. */
    async pause() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    async stop() {
      stopped = true;
      await this.pause();
    },
  };
}
