import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { miners, operators } from "./accounts";
import { pools } from "./pools";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A ledger account. `key` names it: `miner:<id>`, `operator:<id>` (Control Hub fee income), and per pool
 * `pool_fee:<pool>`, `unallocated:<pool>`, `payout_clearing:<pool>`, `payout_wallet:<pool>`. `balance` is the sum
 * of its postings, kept in the same transaction as each posting (a row lock serialises concurrent moves);
 * the ledger check job compares the two. Amounts are signed integer satoshis, credits positive: a miner's
 * balance is what the pool owes it; the payout wallet (an asset) is negative while it holds coins.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    key: text("key").primaryKey(),
    kind: text("kind").notNull(),
    poolId: uuid("pool_id")
      .notNull()
      .references(() => pools.id),
    minerId: uuid("miner_id").references(() => miners.id),
    operatorId: uuid("operator_id").references(() => operators.id),
    balance: bigint("balance", { mode: "bigint" }).notNull().default(sql`0`),
  },
  (t) => [
    check(
      "ledger_accounts_kind_check",
      sql`${t.kind} in ('miner', 'operator', 'pool_fee', 'unallocated', 'payout_clearing', 'payout_wallet')`,
    ),
    // What the pool owes a miner or an operator never goes below zero.
    check("ledger_accounts_owed_check", sql`${t.kind} not in ('miner', 'operator') or ${t.balance} >= 0`),
    index("ledger_accounts_miner_idx").on(t.minerId),
  ],
);

/** One balanced ledger transaction: its postings sum to zero; `idempotency_key` makes a repeat a no-op. */
export const ledgerEntries = pgTable("ledger_entries", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind").notNull(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  memo: text("memo"),
  createdAt: at("created_at").notNull(),
});

export const ledgerPostings = pgTable(
  "ledger_postings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => ledgerEntries.id),
    accountKey: text("account_key")
      .notNull()
      .references(() => ledgerAccounts.key),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
  },
  (t) => [
    check("ledger_postings_amount_check", sql`${t.amount} <> 0`),
    index("ledger_postings_entry_idx").on(t.entryId),
    index("ledger_postings_account_idx").on(t.accountKey),
  ],
);

/**
 * Each run of the ledger check: the sum of all postings and the accounts whose balance disagrees. `trigger`:
 * `schedule` (the hourly job), `user` (`POST platform/ledger/check`, `triggered_by` the user) or `first_read` (the
 * first `GET` found none; `triggered_by` the reader).
 */
export const ledgerChecks = pgTable(
  "ledger_checks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    checkedAt: at("checked_at").notNull(),
    trigger: text("trigger").notNull().default("schedule"),
    triggeredBy: uuid("triggered_by").references(() => users.id, { onDelete: "set null" }),
    ok: boolean("ok").notNull(),
    postingsSum: bigint("postings_sum", { mode: "bigint" }).notNull(),
    unbalancedEntries: bigint("unbalanced_entries", { mode: "number" }).notNull(),
    mismatchedAccounts: jsonb("mismatched_accounts").notNull(),
  },
  (t) => [check("ledger_checks_trigger_check", sql`${t.trigger} in ('schedule', 'user', 'first_read')`)],
);
