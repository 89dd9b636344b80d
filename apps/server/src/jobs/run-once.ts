import { sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { jobLockTimeoutMs } from "../db/limits";
import { recordJobRun } from "../modules/metrics/hooks";
import { jobRunsRepository } from "./job-runs.repository";

/** `underWay`: the period's run is going on in another process now (it may still fail and leave the period). */
export type RunOutcome<T> = { ran: true; value: T } | { ran: false; underWay?: true };

/** The period key of a job that runs every minute: `2026-03-02T10:07Z` (UTC). */
export const minutePeriod = (at: Date) => `${at.toISOString().slice(0, 16)}Z`;
/** The period key of a job that runs every hour: `2026-03-02T10Z` (UTC). */
export const hourPeriod = (at: Date) => `${at.toISOString().slice(0, 13)}Z`;

/**
 * Runs `work` at most once per (job, period), however many processes start it (DESIGN section 1). The claim
 * row and the work share one transaction: a concurrent start finds the claim taken and skips at once;
 * if the work fails the claim rolls back with it, so a later start in the same period may try again. A period
 * that has run is answered by one read, without a write transaction (the payout job ticks every minute).
 */
export function runOnce<T>(
  db: Db,
  clock: Clock,
  job: string,
  period: string,
  work: (tx: Db) => Promise<T>,
): Promise<RunOutcome<T>> {
  return recorded(job, () => claimAndRun(db, clock, job, period, work));
}

/**
 * `runOnce` for a job whose work runs in transactions of its own (the worker figures refresh, a chunk of miners
 * each): the claim commits alone first, so a concurrent start skips at once, then `work` runs. A run that fails
 * after its claim is not tried again in that period (the next period's run catches up). The metrics time the
 * whole run, not the claim; the row's `finished_at` is the claim's time until the work ends, then that end.
 */
export function runOnceAfterClaim<T>(
  db: Db,
  clock: Clock,
  job: string,
  period: string,
  work: () => Promise<T>,
): Promise<RunOutcome<T>> {
  return recorded(job, async (): Promise<RunOutcome<T>> => {
    const claimed = await claimAndRun(db, clock, job, period, async () => true);
    if (!claimed.ran) return claimed;
    const value = await work();
    await jobRunsRepository(db).finish(job, period, clock.now());
    return { ran: true, value };
  });
}

/** Every job run passes here once: the metrics count it (`pithead_job_runs_total`, `..._duration_seconds`). */
async function recorded<T>(job: string, run: () => Promise<RunOutcome<T>>): Promise<RunOutcome<T>> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const outcome = await run();
    recordJobRun(job, outcome.ran ? "ran" : "skipped", outcome.ran ? seconds() : undefined);
    return outcome;
  } catch (err) {
    recordJobRun(job, "failed", seconds());
    throw err;
  }
}

async function claimAndRun<T>(
  db: Db,
  clock: Clock,
  job: string,
  period: string,
  work: (tx: Db) => Promise<T>,
): Promise<RunOutcome<T>> {
  const repo = jobRunsRepository(db);
  if (await repo.ran(job, period)) return { ran: false };
  return repo.transaction(async (runs, tx) => {
    // A job may wait on another job's lock longer than a request would (db/limits.ts).
    await tx.execute(sql`select set_config('lock_timeout', ${`${jobLockTimeoutMs}ms`}, true)`);
    const claim = await runs.claim(job, period, clock.now());
    if (claim === "under_way") return { ran: false, underWay: true };
    if (claim === "done") return { ran: false };
    const value = await work(tx);
    await runs.finish(job, period, clock.now());
    return { ran: true, value };
  });
}
