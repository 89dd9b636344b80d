import { Cron } from "croner";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { enforceTelemetryRetention } from "./telemetry-retention";
import { sweepWorkerStatuses } from "./worker-status-sweep";

/**
 * Starts the scheduled jobs (server.ts only, never in tests): each run is claimed in `job_runs`, so
 * several processes on one database run each period once. Returns a function that stops them.
 */
export function scheduleJobs(db: Db, clock: Clock, log: FastifyBaseLogger): () => void {
  const jobs: [string, string, () => Promise<unknown>][] = [
    ["worker-status-sweep", "* * * * *", () => sweepWorkerStatuses(db, clock)],
    ["telemetry-retention", "7 * * * *", () => enforceTelemetryRetention(db, clock)],
  ];
  const crons = jobs.map(
    ([name, pattern, run]) =>
      new Cron(pattern, { name, timezone: "UTC", protect: true }, async () => {
        try {
          const outcome = await run();
          log.debug({ job: name, outcome }, "job finished");
        } catch (err) {
          log.error({ err, job: name }, "job failed");
        }
      }),
  );
  return () => {
    for (const cron of crons) cron.stop();
  };
}
