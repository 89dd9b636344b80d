/**
 * Where the jobs and the ingest service report what the metrics count. Free of prom-client: until an app with
 * metrics on installs its recorder (`registry.ts`), each call is one null check, so with metrics off nothing is
 * loaded or kept.
 */
export type JobResult = "ran" | "skipped" | "failed";
export type BatchResult = "stored" | "repeated" | "refused" | "failed";

export interface MetricsRecorder {
  jobRun(job: string, result: JobResult, seconds?: number): void;
  compaction(seconds: number): void;
  ingestBatch(result: BatchResult, shares?: { accepted: number; rejected: number }): void;
}

let recorder: MetricsRecorder | null = null;

export function installRecorder(next: MetricsRecorder): void {
  recorder = next;
}

/** A job start through `runOnce`; `seconds` for runs that did work or failed. */
export function recordJobRun(job: string, result: JobResult, seconds?: number): void {
  recorder?.jobRun(job, result, seconds);
}

/** One worker rollup compaction (the job's work). */
export function recordCompaction(seconds: number): void {
  recorder?.compaction(seconds);
}

/** One ingest call; the share counts only for a stored batch (a retry counts its shares once). */
export function recordIngestBatch(
  result: BatchResult,
  shares?: { accepted: number; rejected: number },
): void {
  recorder?.ingestBatch(result, shares);
}
