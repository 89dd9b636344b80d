import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { ledgerRepository } from "../modules/ledger/ledger.repository";

/**
 * The ledger audit (hourly at minute 17, and on demand from `platform/ledger/check`): the sum of every posting must be zero,
 * every entry must balance, and every account's kept balance must equal the sum of its postings. The result is
 * stored for the platform to see; a failure is also returned so the scheduler logs it.
 */
export async function checkLedger(db: Db, clock: Clock) {
  const repo = ledgerRepository(db);
  const found = await repo.audit();
  const ok =
    found.postingsSum === 0n && found.unbalancedEntries === 0 && found.mismatchedAccounts.length === 0;
  await repo.recordCheck({ checkedAt: clock.now(), ok, ...found });
  // Read-only but for its record: two processes checking in the same hour do no harm, so no run-once claim.
  // The job runner's shape (`ran`, `value`), so the scheduler logs it like the run-once jobs.
  return { ran: true as const, value: { ok, ...found } };
}
