import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { utcDayOf } from "../lib/utc-day";
import { defaultPayoutFeeLevels, type PayoutFeeLevels } from "../modules/payouts/fee-levels";
import { runPayouts } from "../modules/payouts/payout-run";
import { payoutScheduleRepository } from "../modules/payouts/payout-schedule.repository";
import { scheduledAt } from "../modules/payouts/payout-schedule.service";
import { currentPoolId } from "../modules/pools/pools.repository";

/**
 * The daily payout job (every minute): once the clock passes today's time of the current pool's schedule
 * (`time_utc`, 14:00 by default), today's payouts run. `runOnce` makes every later minute of the day a
 * no-op, and a server down at 14:00 still pays when it comes back the same day. A shutdown (`signal`) stops the
 * run between payouts; it rolls back whole and the next start (or the other process's next minute) pays the day.
 */
export async function runScheduledPayouts(
  db: Db,
  clock: Clock,
  levels: PayoutFeeLevels = defaultPayoutFeeLevels,
  signal?: AbortSignal,
) {
  const now = clock.now();
  const schedules = payoutScheduleRepository(db);
  const poolId = await currentPoolId(db);
  if (!poolId) return { ran: false as const };
  const schedule = await schedules.ensure(poolId, now);
  if (now.getTime() < scheduledAt(schedule, now).getTime()) return { ran: false as const };
  return runPayouts(db, clock, utcDayOf(now), levels, signal);
}
