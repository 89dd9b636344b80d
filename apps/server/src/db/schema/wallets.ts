import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { miners, operators } from "./accounts";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A payout wallet with its payment limits: a miner's, or a Control Hub operator's (its fee income), one per
 * owner and currency (BTC only today).
 */
export const wallets = pgTable(
  "wallets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    minerId: uuid("miner_id")
      .unique()
      .references(() => miners.id),
    operatorId: uuid("operator_id")
      .unique()
      .references(() => operators.id),
    currency: text("currency").notNull().default("BTC"),
    /** Smallest balance paid out; at least the pool's floor. */
    minPayment: bigint("min_payment", { mode: "bigint" }).notNull(),
    /** Largest single payout; 0 means no limit. */
    maxPayment: bigint("max_payment", { mode: "bigint" }).notNull().default(sql`0`),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [check("wallets_owner_check", sql`(${t.minerId} is null) <> (${t.operatorId} is null)`)],
);

/** Every address a wallet has had; the newest is current and pays only from `paused_until` on. */
export const walletAddresses = pgTable(
  "wallet_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    walletId: uuid("wallet_id")
      .notNull()
      .references(() => wallets.id),
    address: text("address").notNull(),
    network: text("network").notNull().default("mainnet"),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: at("created_at").notNull(),
    pausedUntil: at("paused_until").notNull(),
  },
  (t) => [index("wallet_addresses_wallet_created_idx").on(t.walletId, t.createdAt)],
);
