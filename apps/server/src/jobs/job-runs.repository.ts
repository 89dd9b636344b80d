import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobRuns } from "../db/schema";

/** A claim's answer: this run's now, the period's run is done, or another process's run is under way. */
export type Claim = "claimed" | "done" | "under_way";

export interface JobRunsRepository {
  transaction<T>(work: (repo: JobRunsRepository, tx: Db) => Promise<T>): Promise<T>;
  claim(job: string, period: string, at: Date): Promise<Claim>;
  ran(job: string, period: string): Promise<boolean>;
  finish(job: string, period: string, at: Date): Promise<void>;
  prune(before: Date): Promise<number>;
}

/** The advisory-lock class of job claims (two-key form: the class, then `hashtext(job period)`). */
const jobRunLockClass = 0x5057_0007;

/** Drizzle access to `job_runs`, the run-once ledger of scheduled jobs. */
export function jobRunsRepository(db: Db): JobRunsRepository {
  return {
    transaction<T>(work: (repo: JobRunsRepository, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(jobRunsRepository(tx as unknown as Db), tx as unknown as Db));
    },
    /**
     * Claims (job, period). A run under way elsewhere holds the pair's advisory lock to its end: this start is
     * told so at once instead of waiting on that run's uncommitted row (a wait `lock_timeout` would end in an
     * error). If that run fails, the next start claims the period.
     */
    async claim(job: string, period: string, at: Date): Promise<Claim> {
      const { rows: locked } = (await db.execute(
        sql`select pg_try_advisory_xact_lock(${jobRunLockClass}::int, hashtext(${`${job} ${period}`})) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (!locked[0]?.locked) return "under_way";
      const rows = await db
        .insert(jobRuns)
        .values({ job, period, startedAt: at })
        .onConflictDoNothing()
        .returning({ job: jobRuns.job });
      return rows.length > 0 ? "claimed" : "done";
    },
    /** Whether (job, period) has run: a claim is only ever committed with its finished work. */
    async ran(job: string, period: string): Promise<boolean> {
      const rows = await db
        .select({ job: jobRuns.job })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)))
        .limit(1);
      return rows.length > 0;
    },
    async finish(job: string, period: string, at: Date): Promise<void> {
      await db
        .update(jobRuns)
        .set({ finishedAt: at })
        .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
    },
    /** Forgets runs started before `before`; returns how many. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(jobRuns)
        .where(lt(jobRuns.startedAt, before))
        .returning({ job: jobRuns.job });
      return rows.length;
    },
  };
}
