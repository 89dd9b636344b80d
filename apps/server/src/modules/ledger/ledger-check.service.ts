import type { LedgerCheck } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { tryCheckLedger } from "../../jobs/ledger-check";
import { ProductError } from "../../lib/product-error";
import { ledgerRepository } from "./ledger.repository";

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof ledgerRepository>["latestCheckWithUser"]>>>;

function toLedgerCheck({ check, email }: Row): LedgerCheck {
  return {
    checked_at: check.checkedAt.toISOString(),
    ok: check.ok,
    trigger: check.trigger as LedgerCheck["trigger"],
    triggered_by: email,
    postings_sum: Number(check.postingsSum),
    unbalanced_entries: check.unbalancedEntries,
    mismatched_accounts: check.mismatchedAccounts as LedgerCheck["mismatched_accounts"],
  };
}

/** The platform's view of the ledger check: the latest result, and a check on demand. */
export function ledgerCheckService(db: Db, clock: Clock) {
  const latest = async () => {
    const row = await ledgerRepository(db).latestCheckWithUser();
    return row ? toLedgerCheck(row) : null;
  };
  return {
    /** The latest check; when none ever ran, one runs first (unless one is running: then null). */
    async latest(readerId: string): Promise<LedgerCheck | null> {
      const found = await latest();
      if (found) return found;
      await tryCheckLedger(db, clock, { kind: "first_read", userId: readerId });
      return latest();
    },
    /**
     * Runs the check now and answers its result; a check recorded since the request came answers instead (it
     * ran while this one waited), and a running one (in any process) makes this 409 `invalid_state`: never two
     * audits side by side.
     */
    async runNow(userId: string): Promise<LedgerCheck> {
      const outcome = await tryCheckLedger(db, clock, { kind: "user", userId }, clock.now());
      if (outcome === "busy") {
        throw new ProductError("invalid_state", 409, "A ledger check is running; its result follows shortly");
      }
      const found = await latest();
      if (!found) throw new Error("ledger check not recorded");
      return found;
    },
  };
}
