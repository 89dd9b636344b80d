import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { runOnce } from "../../../jobs/run-once";
import { addUtcDays, utcDayOf } from "../../../lib/utc-day";
import { ingestRepository } from "../ingest/ingest.repository";
import { demoBackfillJob } from "./backfill";

/** Accepted difficulty of a day at `ths` TH/s: ths x 10^12 x 86,400 / 2^32. */
const dayDifficulty = (ths: number) => (ths * 1e12 * 86_400) / 2 ** 32;

/**
 * The demo's unallocated funds (demo mode only, once per database: `job_runs` `demo-backfill`,
 * `unattributed-v1`): a rig of alice's mistyped as `alcie` for two days a week ago (120 TH/s), and a customer
 * rig sending as `northhub-07` for one day ten days ago (60 TH/s), as ingest would have summed them. The month's
 * reward runs then value them as unallocated funds for the platform to refund.
 */
export async function backfillDemoUnattributed(db: Db, clock: Clock) {
  const today = utcDayOf(clock.now());
  const dayOf = (back: number) => addUtcDays(today, -back);
  const sums = [
    { account: "alcie", day: dayOf(8), ths: 120 },
    { account: "alcie", day: dayOf(7), ths: 120 },
    { account: "northhub-07", day: dayOf(10), ths: 60 },
  ];
  return runOnce(db, clock, demoBackfillJob, "unattributed-v1", async (tx) => {
    await ingestRepository(tx).addUnattributed(
      sums.map((s) => ({
        account: s.account,
        day: s.day,
        acceptedDifficulty: dayDifficulty(s.ths),
        acceptedCount: Math.round(s.ths * 8.64),
      })),
    );
    return sums.length;
  });
}
