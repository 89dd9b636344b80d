import { bigint, doublePrecision, index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { miners } from "./accounts";

const sum = (name: string) => doublePrecision(name).notNull();
const count = (name: string) => bigint(name, { mode: "number" }).notNull();

/**
 * A snapshot of each miner's figures for the miners lists of pools and operators, so that thousands of miners
 * sort by hashrate without summing their rollups on every request. `as_of` is the end of the 15m window the
 * row was computed for: a row whose `as_of` is the current window end holds exactly what `miners/stats` sums
 * then (the 1h and 24h window ends follow from it). A miner has a row per window end, at most three: the
 * previous end's (read by calls that began before the end moved), the current one's and the next one's, which
 * a job computes before the minute turns, so that reads never wait for a refresh when the end moves (issue
 * 18); a list refreshes its stale rows first. `pool_id` and `operator_id` are the miner's at refresh time.
 * Workers by status are not here: every screen counts them from the worker figures' marks
 * (telemetry/workers/worker-counts.ts; the columns kept here until migration 0036 lagged new workers).
 */
export const minerFigures = pgTable(
  "miner_figures",
  {
    minerId: uuid("miner_id")
      .notNull()
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
  },
  // A page sorted by hashrate reads its window end's rows in index order (then by account name among equal
  // figures); `as_of` first in the key: the job drops old ends by it.
  (t) => [
    primaryKey({ columns: [t.asOf, t.minerId] }),
    index("miner_figures_pool_15m_idx").on(t.poolId, t.asOf, t.hashRate15m),
    index("miner_figures_pool_1h_idx").on(t.poolId, t.asOf, t.hashRate1h),
    index("miner_figures_pool_24h_idx").on(t.poolId, t.asOf, t.hashRate24h),
    index("miner_figures_operator_15m_idx").on(t.operatorId, t.asOf, t.hashRate15m),
    index("miner_figures_operator_1h_idx").on(t.operatorId, t.asOf, t.hashRate1h),
    index("miner_figures_operator_24h_idx").on(t.operatorId, t.asOf, t.hashRate24h),
  ],
);
