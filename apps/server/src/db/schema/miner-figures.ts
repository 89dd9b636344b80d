import { bigint, doublePrecision, index, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { miners } from "./accounts";

const sum = (name: string) => doublePrecision(name).notNull();
const count = (name: string) => bigint(name, { mode: "number" }).notNull();
const workers = (name: string) => integer(name).notNull();

/**
 * A snapshot of each miner's figures for the miners lists of pools and operators, so that thousands of miners
 * sort by hashrate without summing their rollups on every request. `as_of` is the end of the 15m window the
 * row was computed for: a row whose `as_of` is the current window end holds exactly what `miners/stats` sums
 * then (the 1h and 24h window ends follow from it). A job refreshes every row once a minute; a list refreshes
 * its stale rows first. `pool_id` and `operator_id` are the miner's at refresh time.
 */
export const minerFigures = pgTable(
  "miner_figures",
  {
    minerId: uuid("miner_id")
      .primaryKey()
      .references(() => miners.id, { onDelete: "cascade" }),
    poolId: uuid("pool_id").notNull(),
    operatorId: uuid("operator_id"),
    asOf: timestamp("as_of", { withTimezone: true, mode: "date" }).notNull(),
    acceptedDifficulty15m: sum("accepted_difficulty_15m"),
    acceptedCount15m: count("accepted_count_15m"),
    rejectedDifficulty15m: sum("rejected_difficulty_15m"),
    acceptedDifficulty1h: sum("accepted_difficulty_1h"),
    acceptedCount1h: count("accepted_count_1h"),
    acceptedDifficulty24h: sum("accepted_difficulty_24h"),
    acceptedCount24h: count("accepted_count_24h"),
    /** H/s, for sorting only: the answer computes its figures from the sums above. */
    hashRate15m: doublePrecision("hash_rate_15m").notNull(),
    hashRate1h: doublePrecision("hash_rate_1h").notNull(),
    hashRate24h: doublePrecision("hash_rate_24h").notNull(),
    workersStable: workers("workers_stable"),
    workersUnavailable: workers("workers_unavailable"),
    workersOff: workers("workers_off"),
    workersRemoved: workers("workers_removed"),
  },
  // A page sorted by hashrate reads its rows in index order (then by account name among equal figures).
  (t) => [
    index("miner_figures_pool_15m_idx").on(t.poolId, t.hashRate15m),
    index("miner_figures_pool_1h_idx").on(t.poolId, t.hashRate1h),
    index("miner_figures_pool_24h_idx").on(t.poolId, t.hashRate24h),
    index("miner_figures_operator_15m_idx").on(t.operatorId, t.hashRate15m),
    index("miner_figures_operator_1h_idx").on(t.operatorId, t.hashRate1h),
    index("miner_figures_operator_24h_idx").on(t.operatorId, t.hashRate24h),
  ],
);
