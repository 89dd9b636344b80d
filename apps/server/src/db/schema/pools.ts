import { sql } from "drizzle-orm";
import {
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
  },
  (t) => [
    check("pools_app_theme_check", sql`${t.appTheme} in ('default', 'headframe')`),
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
