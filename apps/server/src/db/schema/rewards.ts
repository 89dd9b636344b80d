import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { miners, operators } from "./accounts";
import { pools } from "./pools";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * FPPS reward rates: millisatoshis per TH/s per day (the API speaks satoshis with up to 3 decimals), in force for
 * settlement days from `effective_from`; the newest row covering a day wins. `source` is `manual` or an adapter id.
 */
export const rewardRates = pgTable(
  "reward_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    poolId: uuid("pool_id")
      .notNull()
      .references(() => pools.id),
    msatsPerThDay: bigint("msats_per_th_day", { mode: "bigint" }).notNull(),
    source: text("source").notNull(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    check("reward_rates_positive_check", sql`${t.msatsPerThDay} > 0`),
    index("reward_rates_pool_from_idx").on(t.poolId, t.effectiveFrom),
  ],
);

const feeColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  minerId: uuid("miner_id")
    .notNull()
    .references(() => miners.id),
  /** The fee in parts per million of the gross reward: 0.9 % = 9000. */
  ppm: integer("ppm").notNull(),
  startDate: date("start_date", { mode: "string" }).notNull(),
  /** Inclusive; null: open-ended. */
  endDate: date("end_date", { mode: "string" }),
  comment: text("comment").notNull().default(""),
  createdBy: uuid("created_by").references(() => users.id),
  createdAt: at("created_at").notNull(),
});

/** A miner's own pool fee for a period of settlement days; without one the pool's default fee applies. */
export const minerFees = pgTable("miner_fees", feeColumns(), (t) => [
  check("miner_fees_ppm_check", sql`${t.ppm} between 0 and 1000000`),
  index("miner_fees_miner_idx").on(t.minerId, t.startDate),
]);

/** A Control Hub operator's fee on one of its customers, charged on top of the pool fee. */
export const operatorFees = pgTable(
  "operator_fees",
  {
    ...feeColumns(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id),
  },
  (t) => [
    check("operator_fees_ppm_check", sql`${t.ppm} between 0 and 1000000`),
    index("operator_fees_miner_idx").on(t.minerId, t.startDate),
  ],
);

/** Exchange rates the server fetched (or was configured with), kept to value payments at their credit time. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    symbol: text("symbol").notNull(),
    price: text("price").notNull(),
    source: text("source").notNull(),
    fetchedAt: at("fetched_at").notNull(),
  },
  (t) => [index("exchange_rates_symbol_at_idx").on(t.symbol, t.fetchedAt)],
);
