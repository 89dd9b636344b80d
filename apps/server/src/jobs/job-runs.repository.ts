import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobRuns } from "../db/schema";

export interface JobRunsRepository {
  transaction<T>(work: (repo: JobRunsRepository, tx: Db) => Promise<T>): Promise<T>;
  claim(job: string, period: string, at: Date): Promise<boolean>;
  ran(job: string, period: string): Promise<boolean>;
  finish(job: string, period: string, at: Date): Promise<void>;
  prune(before: Date): Promise<number>;
}

/** Drizzle access to `job_runs`, the run-once ledger of scheduled jobs. */
export function jobRunsRepository(db: Db): JobRunsRepository {
  return {
    transaction<T>(work: (repo: JobRunsRepository, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(jobRunsRepository(tx as unknown as Db), tx as unknown as Db));
    },
    /** Claims (job, period); false when it is claimed already (waits for a concurrent claim to commit). */
    async claim(job: string, period: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(jobRuns)
        .values({ job, period, startedAt: at })
        .onConflictDoNothing()
        .returning({ job: jobRuns.job });
      return rows.length > 0;
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
