import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { DAY_MS, utcDayBounds } from "../../lib/utc-day";

/** The `job_runs` job of the daily reward run; its period is the settlement day. */
export const rewardsJob = "rewards";

/** The advisory-lock class of settlement days (the first key of the two-key form; the day is the second). */
const settlementLockClass = 0x5057_0001;

/** Days since 1970-01-01 of a `YYYY-MM-DD` day: the lock's second key. */
const epochDay = (day: string) => utcDayBounds(day).from.getTime() / DAY_MS;

/**
 * A settled day takes no more shares. The reward run of a day holds its exclusive lock from before it sums the
 * day's rollups until it commits; an ingest with shares of a past day holds the shared lock of each such day
 * (in day order) from before it checks whether the day is settled until it commits. So an ingest either commits
 * before the run sums (its shares are credited) or waits for the run and then sees the day settled (its batch
 * is refused): no share is in the rollups and missing from the credit. Transaction-scoped: released at commit.
 */
export async function lockSettlementDay(db: Db, day: string, mode: "shared" | "exclusive"): Promise<void> {
  const key = sql`${settlementLockClass}::int, ${epochDay(day)}::int`;
  await db.execute(
    mode === "shared"
      ? sql`select pg_advisory_xact_lock_shared(${key})`
      : sql`select pg_advisory_xact_lock(${key})`,
  );
}
