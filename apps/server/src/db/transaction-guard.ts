import { AsyncLocalStorage } from "node:async_hooks";

/**
 * "A request holds at most one connection": while a `db.transaction` callback runs, the code it calls must use
 * that transaction's `tx`, never the pool. A pool query there needs a second connection while the first is held;
 * a burst of such requests takes every pooled connection and then waits on itself (the access-grant hang of
 * issue 40: the invitation mail went through `app.db` inside the grant's transaction).
 *
 * `openDatabase` runs each top-level transaction's callback inside `insideTransaction`, and the pool calls
 * `checkPoolUse` before it hands out a connection: outside production it throws (a test or a developer sees the
 * offending stack at once), in production it reports and goes on (the pool's wait limit still bounds the harm).
 */
const scope = new AsyncLocalStorage<{ opened: string }>();

export class PoolUseInTransactionError extends Error {
  constructor(opened: string) {
    super(
      "A pool connection was asked for inside a database transaction: use the transaction's `tx` (or send the " +
        `side effect after commit, through the outbox). The transaction began at:\n${opened}`,
    );
    this.name = "PoolUseInTransactionError";
  }
}

export type PoolUseMode = "throw" | "report";

export function insideTransaction<T>(run: () => Promise<T>): Promise<T> {
  const opened = new Error().stack?.split("\n").slice(2, 8).join("\n") ?? "";
  return scope.run({ opened }, run);
}

/**
 * Every refusal of this process, also those a caller's own `catch` swallowed (a fallback that hides the error):
 * the test setup (test/pool-use.setup.ts) fails a file that leaves any here.
 */
const refusals: PoolUseInTransactionError[] = [];

/** The refusals recorded since the last call, and forgets them. */
export function takePoolUseRefusals(): PoolUseInTransactionError[] {
  return refusals.splice(0);
}

/** Throws (or reports) when the caller runs inside a transaction's callback; free outside one. */
export function checkPoolUse(mode: PoolUseMode, report: (err: Error) => void): void {
  const held = scope.getStore();
  if (!held) return;
  const err = new PoolUseInTransactionError(held.opened);
  if (mode === "report") {
    report(err);
    return;
  }
  if (refusals.length < 100) refusals.push(err);
  throw err;
}
