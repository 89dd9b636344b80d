import { and, eq, isNotNull, max } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobRuns } from "../db/schema";
import { rewardsJob } from "../modules/rewards/settlement-lock";

/** The newest settlement day (`YYYY-MM-DD`) the `rewards` job finished, or null. */
export async function newestRewardDay(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ day: max(jobRuns.period) })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, rewardsJob), isNotNull(jobRuns.finishedAt)));
  return row?.day ?? null;
}
