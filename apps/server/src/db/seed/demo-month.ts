import type { FastifyBaseLogger } from "fastify";
import { type Clock, TestClock } from "../../clock";
import { DAY_MS, utcDayOf } from "../../lib/utc-day";
import { runPayouts } from "../../modules/payouts/payout-run";
import { runRewards } from "../../modules/rewards/reward-run";
import { demoMonthStart } from "../../modules/telemetry/simulator/month-history";
import type { Db } from "../client";
import { settleDemoPayouts } from "./demo-payouts";

const hour = 3_600_000;

/**
 * The demo month of money (demo mode only), after its telemetry history exists: for each day of the month,
 * in time order, the reward run of the day before at 09:00 UTC and the payout run at 14:00 UTC, each with a
 * clock set to that moment, through the same run functions the scheduler calls (so each day runs once, and a
 * restart adds only the days that passed). Payout requests older than a day are then settled as the
 * platform would with the manual provider; the newest stay pending. A shutdown (`signal`) stops it between
 * miners of a run (`JobStopped`): the run under way rolls back, the next start goes on from that day.
 */
export async function runDemoMonth(
  db: Db,
  clock: Clock,
  log?: Pick<FastifyBaseLogger, "info">,
  signal?: AbortSignal,
) {
  const nowMs = clock.now().getTime();
  let rewards = 0;
  let payouts = 0;
  for (let p = demoMonthStart(nowMs) + DAY_MS; p <= nowMs; p += DAY_MS) {
    if (p + 9 * hour <= nowMs) {
      const outcome = await runRewards(db, new TestClock(new Date(p + 9 * hour)), utcDayOf(p - DAY_MS), {
        signal,
      });
      if (outcome.ran) rewards += 1;
    }
    if (p + 14 * hour <= nowMs) {
      const outcome = await runPayouts(
        db,
        new TestClock(new Date(p + 14 * hour)),
        utcDayOf(p),
        undefined,
        signal,
      );
      if (outcome.ran) payouts += 1;
    }
  }
  const settled = await settleDemoPayouts(db, clock);
  log?.info({ rewards, payouts, settled }, "demo month: rewards and payouts");
}
