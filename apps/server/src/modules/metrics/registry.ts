import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { installRecorder } from "./hooks";

/**
 * The process-wide metrics: what the jobs and the ingest service count (through `hooks.ts`), wherever they run.
 * One registry per module instance, never prom-client's global one, so apps built side by side in a test file
 * share these series and never register a name twice. Each app's own series (HTTP, its pool, its database's
 * outbox and ledger check) live in its collectors (`collectors.ts`); `/metrics` serves both.
 */
export const processRegistry = new Registry();

const jobRuns = new Counter({
  name: "pithead_job_runs_total",
  help: "Scheduled job starts by job and result: ran (did its work), skipped (the period had run), failed",
  labelNames: ["job", "result"],
  registers: [processRegistry],
});

const jobDuration = new Histogram({
  name: "pithead_job_duration_seconds",
  help: "Time of the job runs that did their work or failed, by job",
  labelNames: ["job"],
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [processRegistry],
});

const compactionDuration = new Histogram({
  name: "pithead_rollup_compaction_duration_seconds",
  help: "Time of one worker rollup compaction (staged minutes added to the buckets of every size)",
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

const ingestShares = new Counter({
  name: "pithead_ingest_shares_total",
  help: "Shares of stored batches: accepted (folded into the rollups) or rejected (unknown or deleted account)",
  labelNames: ["result"],
  registers: [processRegistry],
});

const ingestBatches = new Counter({
  name: "pithead_ingest_batches_total",
  help: "Share batches by result: stored, repeated (a retry answered from the first), refused (4xx), failed",
  labelNames: ["result"],
  registers: [processRegistry],
});

let processMetricsStarted = false;

/**
 * prom-client's default gauges named like counters (`_total` on a gauge, which `promtool check metrics`
 * refuses). Each has a per-type gauge beside it (`nodejs_active_handles{type}`...): `sum(nodejs_active_handles)`
 * is the same total.
 */
export const droppedDefaultMetrics = [
  "nodejs_active_handles_total",
  "nodejs_active_requests_total",
  "nodejs_active_resources_total",
];

/**
 * Once per process, by the first app with metrics on: prom-client's default process metrics (CPU, memory, event
 * loop lag, GC, handles; less `droppedDefaultMetrics`) into the process registry, and the recorder behind
 * `hooks.ts`.
 */
export function startProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: processRegistry });
  for (const name of droppedDefaultMetrics) processRegistry.removeSingleMetric(name);
  installRecorder({
    jobRun(job, result, seconds) {
      jobRuns.inc({ job, result });
      if (seconds !== undefined) jobDuration.observe({ job }, seconds);
    },
    compaction(seconds) {
      compactionDuration.observe(seconds);
    },
    ingestBatch(result, shares) {
      ingestBatches.inc({ result });
      if (shares) {
        ingestShares.inc({ result: "accepted" }, shares.accepted);
        ingestShares.inc({ result: "rejected" }, shares.rejected);
      }
    },
  });
}
