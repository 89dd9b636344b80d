import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { compactPaymentCounts } from "../modules/payments/payment-counts.repository";
import { hourPeriod, type RunOutcome, runOnce } from "./run-once";

/**
 * Hourly: folds the payment count deltas the triggers add (one per changed group and statement) into one row a
 * group, so a list's total stays a sum of a few rows a day. Once per hour (`runOnce`).
 */
export function compactPaymentCountsJob(db: Db, clock: Clock): Promise<RunOutcome<number>> {
  return runOnce(db, clock, "payment-counts-compaction", hourPeriod(clock.now()), (tx) =>
    compactPaymentCounts(tx),
  );
}
