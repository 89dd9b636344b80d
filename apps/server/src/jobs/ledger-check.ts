import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { ledgerRepository } from "../modules/ledger/ledger.repository";

/** Who started a check: the hourly job, a platform user (`POST platform/ledger/check`), or the first read. */
export type LedgerCheckTrigger = { kind: "schedule" } | { kind: "user" | "first_read"; userId: string };

const scheduled: LedgerCheckTrigger = { kind: "schedule" };

/** The audit and its record, on the transaction `tx` that holds the check's lock. */
async function auditAndRecord(tx: Db, clock: Clock, trigger: LedgerCheckTrigger) {
  const repo = ledgerRepository(tx);
  const found = await repo.audit();
  const ok =
    found.postingsSum === 0n && found.unbalancedEntries === 0 && found.mismatchedAccounts.length === 0;
  const triggeredBy = trigger.kind === "schedule" ? null : trigger.userId;
  await repo.recordCheck({ checkedAt: clock.now(), ok, trigger: trigger.kind, triggeredBy, ...found });
  return { ok, ...found };
}

/**
 * The ledger audit (hourly at minute 17, claimed per hour by `runOnce`; on demand through
 * `tryCheckLedger`): the sum of every posting must be zero, every entry must balance, and every account's kept
 * balance must equal the sum of its postings. The result is stored for the platform to see (`ledger_checks`);
 * it is also returned so the scheduler logs it. Checks run one at a time over every process (an advisory lock
 * held to commit): this one waits for a running one, then runs.
 */
export async function checkLedger(db: Db, clock: Clock, trigger: LedgerCheckTrigger = scheduled) {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await ledgerRepository(tx).lockCheck();
    // The job runner's shape (`ran`, `value`), so the scheduler logs it like the run-once jobs.
    return { ran: true as const, value: await auditAndRecord(tx, clock, trigger) };
  });
}

/**
 * A check on demand, never beside another: `busy` while one runs (in any process), `reused` when one was
 * recorded at or after `askedAt` (it finished while this request waited for its connection: a burst of
 * requests runs one audit), else `ran` (recorded).
 */
export async function tryCheckLedger(
  db: Db,
  clock: Clock,
  trigger: LedgerCheckTrigger,
  askedAt?: Date,
): Promise<"busy" | "reused" | "ran"> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const repo = ledgerRepository(tx);
    if (!(await repo.tryLockCheck())) return "busy";
    const latest = askedAt ? await repo.latestCheck() : null;
    if (askedAt && latest && latest.checkedAt.getTime() >= askedAt.getTime()) return "reused";
    await auditAndRecord(tx, clock, trigger);
    return "ran";
  });
}
