import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { miners, operators } from "./accounts";
import { ledgerEntries } from "./ledger";
import { pools } from "./pools";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * What a miner sees of its money: one row per reward, payout, transfer side, ... `amount` is positive satoshis,
 * `direction` says which way. `settlement_day` is the UTC day a reward or payout belongs to (one each per miner
 * and day). `details` holds the figures behind it (a reward's difficulty, hashrate, rate, gross, fees, net).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The miner the row belongs to; null for an operator's own row (its fee income, its payouts). */
    minerId: uuid("miner_id").references(() => miners.id),
    /** The Control Hub operator an `operator_fee` or operator `payout` row belongs to (else null). */
    operatorId: uuid("operator_id").references(() => operators.id),
    type: text("type").notNull(),
    direction: text("direction").notNull(),
    status: text("status").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    settlementDay: date("settlement_day", { mode: "string" }),
    counterpartyMinerId: uuid("counterparty_miner_id").references(() => miners.id),
    address: text("address"),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
    ledgerEntryId: uuid("ledger_entry_id").references(() => ledgerEntries.id),
    /**
     * Order among rows of one `created_at` (lists sort by time, then this ascending, then id): a day's reward
     * and fee income 0, its profit shares and referrals 1, so the reward always comes first.
     */
    sortRank: smallint("sort_rank").notNull().default(0),
    /**
     * Copies of the row's scope, for the pool's and the operator's lists (an index each, newest first): the pool
     * of its miner (or of its operator, on an operator's own row), and the operator whose customer its miner is
     * (null for a miner of no operator and on an operator's own row). Written by the trigger `payments_scope`
     * on insert, and again on every row of a miner whose pool or operator changes (`miners_payment_scope`):
     * writers never set them.
     */
    poolId: uuid("pool_id"),
    customerOf: uuid("customer_of"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    check(
      "payments_type_check",
      sql`${t.type} in ('reward', 'payout', 'profit_sharing', 'referral', 'operator_fee', 'virtual_mining_transfer', 'virtual_mining_reward', 'virtual_mining_topup', 'transfer')`,
    ),
    check("payments_owner_check", sql`(${t.minerId} is null) <> (${t.operatorId} is null)`),
    check("payments_direction_check", sql`${t.direction} in ('incoming', 'outgoing')`),
    check("payments_status_check", sql`${t.status} in ('pending', 'canceled', 'completed')`),
    check("payments_amount_check", sql`${t.amount} > 0`),
    // A miner's own reward of a day, once; unallocated funds of that day refunded to it are another row.
    uniqueIndex("payments_reward_day_key")
      .on(t.minerId, t.settlementDay)
      .where(sql`${t.type} = 'reward' and not (${t.details} ? 'unallocated_funds_id')`),
    uniqueIndex("payments_payout_day_key").on(t.minerId, t.settlementDay).where(sql`${t.type} = 'payout'`),
    // An operator's fee income of a day (one row, the customers a click away) and its payout of a day, once.
    uniqueIndex("payments_operator_day_key")
      .on(t.operatorId, t.type, t.settlementDay)
      .where(sql`${t.operatorId} is not null and ${t.type} in ('operator_fee', 'payout')`),
    index("payments_operator_created_idx")
      .on(t.operatorId, t.createdAt)
      .where(sql`${t.operatorId} is not null`),
    index("payments_miner_created_idx").on(t.minerId, t.createdAt),
    // Payouts still pending, per miner (balances: every miner's at once, and one miner's).
    index("payments_pending_payouts_idx")
      .on(t.minerId)
      .where(sql`${t.type} = 'payout' and ${t.status} = 'pending'`),
    // A miner's shares and referral income by settlement day (the referrals page's last 30 days).
    index("payments_sharing_day_idx")
      .on(t.minerId, t.settlementDay)
      .where(sql`${t.type} in ('profit_sharing', 'referral')`),
    // The pool's and the operator's lists (their miners' rows) in the lists' whole order, so a page reads its
    // own rows: a reward run stamps a day's 5,000 rewards with one time, and an index by time alone made each
    // page sort them all. Newest first is (created_at, sort_rank desc nulls first, id) backwards (sort_rank asc
    // nulls last, as the list asks); oldest first the other.
    index("payments_pool_newest_idx")
      .on(t.poolId, t.createdAt, t.sortRank.desc().nullsFirst(), t.id)
      .where(sql`${t.minerId} is not null`),
    index("payments_pool_oldest_idx")
      .on(t.poolId, t.createdAt, t.sortRank, t.id)
      .where(sql`${t.minerId} is not null`),
    index("payments_customer_newest_idx")
      .on(t.customerOf, t.createdAt, t.sortRank.desc().nullsFirst(), t.id)
      .where(sql`${t.customerOf} is not null`),
    index("payments_customer_oldest_idx")
      .on(t.customerOf, t.createdAt, t.sortRank, t.id)
      .where(sql`${t.customerOf} is not null`),
  ],
);

/**
 * A payout handed to a provider. The built-in provider is `manual`: the platform sends the coins itself and
 * marks the request sent (with the transaction id) and completed; nothing here broadcasts.
 */
export const payoutRequests = pgTable(
  "payout_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    poolId: uuid("pool_id")
      .notNull()
      .references(() => pools.id),
    provider: text("provider").notNull(),
    status: text("status").notNull(),
    address: text("address").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    feeLevel: text("fee_level").notNull(),
    feePerVbyte: integer("fee_per_vbyte").notNull(),
    txId: text("tx_id"),
    failureReason: text("failure_reason"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    check(
      "payout_requests_status_check",
      sql`${t.status} in ('created', 'sent', 'completed', 'canceled', 'failed')`,
    ),
    check("payout_requests_fee_level_check", sql`${t.feeLevel} in ('LOW', 'MEDIUM', 'HIGH')`),
    index("payout_requests_payment_idx").on(t.paymentId),
    index("payout_requests_status_idx").on(t.status, t.createdAt),
  ],
);

/** The pool's payout schedule: the UTC time of the daily run, the fee level, and an optional fee override. */
export const payoutSchedules = pgTable(
  "payout_schedules",
  {
    poolId: uuid("pool_id")
      .primaryKey()
      .references(() => pools.id),
    timeUtc: text("time_utc").notNull().default("14:00"),
    feeLevel: text("fee_level").notNull().default("MEDIUM"),
    feePerVbyte: integer("fee_per_vbyte"),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    check("payout_schedules_fee_level_check", sql`${t.feeLevel} in ('LOW', 'MEDIUM', 'HIGH')`),
    check("payout_schedules_time_check", sql`${t.timeUtc} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * How many payments a pool's miners and an operator's customers have, per `created_at` UTC day, type, direction
 * and status: the lists' totals without counting millions of rows. Rows are deltas (a count may be negative):
 * statement triggers on `payments` add one per group a statement changes, never update one, so concurrent
 * writers never wait on each other here; a total is the sum of its rows. The hourly job
 * (`jobs/payment-counts-compaction.ts`) folds each group's rows into one.
 */
export const paymentCounts = pgTable(
  "payment_counts",
  {
    /** A pool (its miners' rows) or an operator (its customers' rows): ids never collide. */
    ownerId: uuid("owner_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    type: text("type").notNull(),
    direction: text("direction").notNull(),
    status: text("status").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [index("payment_counts_owner_day_idx").on(t.ownerId, t.day)],
);
