import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { miners } from "./accounts";
import { ledgerEntries } from "./ledger";
import { payments } from "./payments";
import { pools } from "./pools";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Accepted shares a stratum server sent for an account name no miner has (a mistyped stratum user, a deleted
 * miner), summed per pool, name and UTC day at ingest. The reward run turns a day's sums into unallocated funds.
 */
export const unattributedShares = pgTable(
  "unattributed_shares",
  {
    poolId: uuid("pool_id")
      .notNull()
      .references(() => pools.id),
    accountName: text("account_name").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    acceptedDifficulty: doublePrecision("accepted_difficulty").notNull(),
    acceptedCount: bigint("accepted_count", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.day, t.accountName] })],
);

/**
 * Unallocated funds: the FPPS value of one unknown account name's shares on one settled day; gross less the pool
 * fee waits in the pool's `unallocated` ledger account until the platform refunds it to a miner (then `refund_*`
 * is set, once).
 */
export const unallocatedFunds = pgTable(
  "unallocated_funds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    poolId: uuid("pool_id")
      .notNull()
      .references(() => pools.id),
    day: date("day", { mode: "string" }).notNull(),
    accountName: text("account_name").notNull(),
    shareDifficulty: doublePrecision("share_difficulty").notNull(),
    msatsPerThDay: bigint("msats_per_th_day", { mode: "bigint" }).notNull(),
    gross: bigint("gross", { mode: "bigint" }).notNull(),
    fee: bigint("fee", { mode: "bigint" }).notNull(),
    feePpm: integer("fee_ppm").notNull(),
    /** The settlement's entry (the pool fee), null when the fee is 0. */
    ledgerEntryId: uuid("ledger_entry_id").references(() => ledgerEntries.id),
    createdAt: at("created_at").notNull(),
    refundedAt: at("refunded_at"),
    refundMinerId: uuid("refund_miner_id").references(() => miners.id),
    refundPaymentId: uuid("refund_payment_id").references(() => payments.id),
    refundedBy: uuid("refunded_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // What a refund credits is gross - fee (never stored twice); it is never zero.
    check("unallocated_funds_amount_check", sql`${t.gross} > ${t.fee}`),
    uniqueIndex("unallocated_funds_day_key").on(t.poolId, t.day, t.accountName),
    index("unallocated_funds_created_idx").on(t.createdAt, t.id),
  ],
);
