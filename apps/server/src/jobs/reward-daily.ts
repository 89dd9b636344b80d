import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { ProductError } from "../lib/product-error";
import { DAY_MS, utcDayOf, utcDayStartMs } from "../lib/utc-day";
import { runRewards } from "../modules/rewards/reward-run";

/** Rewards of a settlement day are credited from 09:00 UTC of the day after. */
export const rewardHourUtc = 9;

/** The newest settlement day whose credit time has passed at `now`. */
export function lastDueDay(now: Date): string {
  const todayStart = utcDayStartMs(now.getTime());
  return utcDayOf(todayStart - (now.getUTCHours() >= rewardHourUtc ? 1 : 2) * DAY_MS);
}

/**
 * The scheduled reward job (every 5 minutes): once it is 09:00 UTC, yesterday's rewards, once. A repeat is
 * `{ran:false}` (runOnce); no rate in force is logged as a warning and tried again next time. A shutdown
 * (`signal`) stops it between miners: the day rolls back whole and runs at the next start.
 */
export async function runDueRewards(
  db: Db,
  clock: Clock,
  log: Pick<FastifyBaseLogger, "warn" | "error">,
  signal?: AbortSignal,
) {
  const now = clock.now();
  if (now.getUTCHours() < rewardHourUtc) return { ran: false as const };
  const yesterday = utcDayOf(now.getTime() - DAY_MS);
  try {
    const outcome = await runRewards(db, clock, yesterday, { log, signal });
    if (!outcome.ran) return outcome;
    const { miners, gross, fee, net } = outcome.value;
    // Plain numbers for the log line (sats stay far below 2^53).
    return {
      ran: true as const,
      day: yesterday,
      miners,
      gross: Number(gross),
      fee: Number(fee),
      net: Number(net),
    };
  } catch (err) {
    if (err instanceof ProductError && err.code === "invalid_state") {
      log.warn({ day: yesterday }, "rewards not credited: no reward rate is in force");
      return { ran: false as const };
    }
    throw err;
  }
}
