import type { Db } from "../../db/client";
import { ProductError } from "../../lib/product-error";
import { ledgerRepository } from "./ledger.repository";
import { accountKey, type LedgerAccount } from "./ledger-accounts";

export type Posting = { account: LedgerAccount; amount: bigint };
export type NewEntry = {
  kind: string;
  /** Unique per business event (`reward:<day>:<miner>`, `payout:<day>:<miner>`, `transfer:<uuid>`...). */
  idempotencyKey: string;
  memo?: string;
  at: Date;
  postings: Posting[];
};
export type PostResult = { entryId: string; created: boolean };

export const insufficientBalance = () =>
  new ProductError("insufficient_balance", 400, "The balance is too low for this amount", [
    { name: "amount", text: "max_threshold" },
  ]);

/**
 * Posts one balanced entry: every amount a non-zero integer, the sum zero (else it throws: a bug, not input).
 * Run it inside the caller's transaction (`db.transaction`): the entry, its postings and the balances commit
 * or roll back together. A repeat of the idempotency key posts nothing and answers the first entry's id.
 * An account that would go below zero where it may not (a miner's or an operator's) fails the whole
 * transaction with 400 `insufficient_balance`.
 */
export async function postEntry(tx: Db, entry: NewEntry): Promise<PostResult> {
  assertBalanced(entry.postings);
  const repo = ledgerRepository(tx);
  const entryId = await repo.insertEntry(entry.kind, entry.idempotencyKey, entry.memo ?? null, entry.at);
  if (entryId === null) {
    const existing = await repo.entryIdByKey(entry.idempotencyKey);
    if (!existing) throw new Error(`ledger entry ${entry.idempotencyKey} vanished`);
    return { entryId: existing, created: false };
  }
  await repo.ensureAccounts(entry.postings.map((p) => p.account));
  const byKey = new Map<string, bigint>();
  for (const p of entry.postings) {
    const key = accountKey(p.account);
    byKey.set(key, (byKey.get(key) ?? 0n) + p.amount);
  }
  const keys = [...byKey.keys()].sort();
  const balances = await repo.lockBalances(keys);
  for (const key of keys) {
    const amount = byKey.get(key) ?? 0n;
    const owed = key.startsWith("miner:") || key.startsWith("operator:");
    if (owed && (balances.get(key) ?? 0n) + amount < 0n) throw insufficientBalance();
    if (amount !== 0n) await repo.addToBalance(key, amount);
  }
  await repo.insertPostings(
    entryId,
    entry.postings.map((p) => ({ key: accountKey(p.account), amount: p.amount })),
  );
  return { entryId, created: true };
}

export function assertBalanced(postings: Posting[]): void {
  if (postings.length < 2) throw new Error("a ledger entry needs at least two postings");
  let sum = 0n;
  for (const p of postings) {
    if (typeof p.amount !== "bigint" || p.amount === 0n)
      throw new Error("ledger amounts are non-zero bigint");
    sum += p.amount;
  }
  if (sum !== 0n) throw new Error(`ledger entry does not balance: ${sum}`);
}

/** Balances of accounts (0 for an account never posted to). */
export async function balancesOf(db: Db, accounts: LedgerAccount[]): Promise<bigint[]> {
  const keys = accounts.map(accountKey);
  const found = await ledgerRepository(db).balances(keys);
  return keys.map((k) => found.get(k) ?? 0n);
}

/**
 * Locks accounts for a read-then-move decision (a transfer's or a payout's balance check) inside the caller's
 * transaction, creating them first so the lock holds even for an account never posted to.
 */
export async function lockBalances(tx: Db, accounts: LedgerAccount[]): Promise<bigint[]> {
  const repo = ledgerRepository(tx);
  await repo.ensureAccounts(accounts);
  const keys = accounts.map(accountKey);
  const found = await repo.lockBalances(keys);
  return keys.map((k) => found.get(k) ?? 0n);
}
