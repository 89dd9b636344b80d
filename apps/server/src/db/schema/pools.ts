import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** The pool and its global settings (SPEC section 3). Exactly one row may be the current pool. */
export const pools = pgTable(
  "pools",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    isCurrent: boolean("is_current").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    miningReport: boolean("mining_report").notNull().default(false),
    taxCalculator: boolean("tax_calculator").notNull().default(false),
    extraCurrencies: text("extra_currencies").array().notNull().default(sql`'{}'::text[]`),
    appTheme: text("app_theme").notNull().default("default"),
    termsUrl: text("terms_url").notNull().default("/"),
    /** The advertised pool fee in parts per million of the gross reward (0.9 % = 9000). */
    feePpm: integer("fee_ppm").notNull().default(9000),
    /** The smallest minimum payment a miner may choose, and the minimum a new wallet starts with (satoshis). */
    minPaymentFloor: bigint("min_payment_floor", { mode: "bigint" }).notNull().default(sql`10000`),
    defaultMinPayment: bigint("default_min_payment", { mode: "bigint" }).notNull().default(sql`100000`),
    /** The largest minimum payment a wallet may choose (1 BTC by default), so a payout stays reachable. */
    minPaymentCeiling: bigint("min_payment_ceiling", { mode: "bigint" }).notNull().default(sql`100000000`),
    /** A referrer's part of the pool fee on a referred miner's reward, in ppm of that fee (20 % = 200000). */
    referralSharePpm: integer("referral_share_ppm").notNull().default(200000),
    /** How many settlement days a referral pays, from the day after the referred miner signed up. */
    referralDurationDays: integer("referral_duration_days").notNull().default(365),
  },
  (t) => [
    check("pools_app_theme_check", sql`${t.appTheme} in ('default', 'headframe')`),
    check("pools_min_payment_bounds_check", sql`${t.minPaymentFloor} <= ${t.minPaymentCeiling}`),
    check("pools_fee_ppm_check", sql`${t.feePpm} between 0 and 1000000`),
    check("pools_referral_share_check", sql`${t.referralSharePpm} between 0 and 1000000`),
    check("pools_referral_duration_check", sql`${t.referralDurationDays} between 1 and 3650`),
    uniqueIndex("pools_one_current").on(t.isCurrent).where(sql`${t.isCurrent}`),
  ],
);

/** Up to three stratum addresses per pool, shown to miners in this order. */
export const poolStratumAddresses = pgTable(
  "pool_stratum_addresses",
  {
    poolId: uuid("pool_id")
      .notNull()
      .references(() => pools.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
  },
  (t) => [
    primaryKey({ name: "pool_stratum_addresses_pkey", columns: [t.poolId, t.position] }),
    check("pool_stratum_addresses_position_check", sql`${t.position} between 1 and 3`),
  ],
);
