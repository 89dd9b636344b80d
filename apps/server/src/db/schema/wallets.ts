import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { miners } from "./accounts";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A miner's payout wallet (one per miner and currency; BTC only today) with its payment limits. */
export const wallets = pgTable("wallets", {
  id: uuid("id").primaryKey().defaultRandom(),
  minerId: uuid("miner_id")
    .notNull()
    .unique()
    .references(() => miners.id),
  currency: text("currency").notNull().default("BTC"),
  /** Smallest balance paid out; at least the pool's floor. */
  minPayment: bigint("min_payment", { mode: "bigint" }).notNull(),
  /** Largest single payout; 0 means no limit. */
  maxPayment: bigint("max_payment", { mode: "bigint" }).notNull().default(sql`0`),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
});

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
