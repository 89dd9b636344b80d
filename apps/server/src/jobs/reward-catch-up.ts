import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { ProductError } from "../lib/product-error";
import { addUtcDays, utcDayOf } from "../lib/utc-day";
import { runRewards } from "../modules/rewards/reward-run";
import { lastDueDay } from "./reward-daily";
import { newestRewardDay } from "./reward-runs.repository";

/** How far back a start catches up (job runs are kept 35 days: older days cannot be told done). */
export const catchUpDays = 35;

/**
 * At start (server.ts): the reward days missed while the server was down, oldest first, from the day after
 * the newest finished `rewards` run (at most 35 days back) to the newest day whose 09:00 UTC has passed.
 * Each goes through `runRewards` (once per day, so a concurrent scheduler or a second process is harmless).
 * Days without a rate in force are logged and skipped. Answers the days credited and skipped. A shutdown
 * (`signal`) stops it between miners with `JobStopped`: the day under way rolls back, the next start goes on.
 */
export async function catchUpRewards(
  db: Db,
  clock: Clock,
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">,
  signal?: AbortSignal,
) {
  const now = clock.now();
  const last = lastDueDay(now);
  const floor = addUtcDays(utcDayOf(now), -catchUpDays);
  const newest = await newestRewardDay(db);
  let next = newest && newest >= floor ? addUtcDays(newest, 1) : floor;
  const credited: string[] = [];
  const skipped: string[] = [];
  for (; next <= last; next = addUtcDays(next, 1)) {
    try {
      const outcome = await runRewards(db, clock, next, { log, signal });
      if (outcome.ran) credited.push(next);
    } catch (err) {
      if (!(err instanceof ProductError && err.code === "invalid_state")) throw err;
      skipped.push(next);
    }
  }
  if (skipped.length > 0)
    log.warn({ days: skipped }, "reward catch-up: no reward rate in force, days skipped");
  if (credited.length > 0) log.info({ days: credited }, "reward catch-up: missed days credited");
  return { credited, skipped };
}
