/**
 * A job stopped at shutdown (server-process.ts aborts the jobs' signal): thrown by a long job at its next safe
 * point (between miners, chunks or steps), inside its transaction, so that transaction and its `job_runs` claim
 * roll back and the next start, in any process, runs the period again from the start.
 */
export class JobStopped extends Error {
  constructor(what: string) {
    super(`${what}: stopped by the shutdown`);
    this.name = "JobStopped";
  }
}

/** Throws `JobStopped` when `signal` is aborted: a long job calls it between its steps. */
export function throwIfStopped(signal: AbortSignal | undefined, what: string): void {
  if (signal?.aborted) throw new JobStopped(what);
}

/** Whether `err` is a job stopping at a shutdown (logged as such, not as a failure). */
export const isJobStopped = (err: unknown): err is JobStopped => err instanceof JobStopped;
