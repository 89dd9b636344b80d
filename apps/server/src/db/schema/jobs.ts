import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** One row per job and period that ran: the key makes each period run once, however many processes start it. */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    period: text("period").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ name: "job_runs_pkey", columns: [t.job, t.period] }),
    index("job_runs_started_at_idx").on(t.startedAt),
  ],
);
