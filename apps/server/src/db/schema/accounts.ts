import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { pools } from "./pools";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** A Control Hub operator; its `title` is what the Control Hub sign-in page looks it up by. */
export const operators = pgTable("operators", {
  id: uuid("id").primaryKey().defaultRandom(),
  poolId: uuid("pool_id")
    .notNull()
    .references(() => pools.id),
  operatorName: text("operator_name").notNull().unique(),
  title: text("title").notNull().unique(),
  createdAt: createdAt(),
});

/** A miner account: independent, or a customer of an operator when `operator_id` is set. */
export const miners = pgTable(
  "miners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    poolId: uuid("pool_id")
      .notNull()
      .references(() => pools.id),
    operatorId: uuid("operator_id").references(() => operators.id),
    accountName: text("account_name").notNull().unique(),
    title: text("title").notNull(),
    /** Set by the Control Hub operator on its customer: the customer's users do not see the operator's fee. */
    totalFeeHide: boolean("total_fee_hide").notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("miners_account_name_check", sql`${t.accountName} ~ '^[a-z0-9]+$'`),
    index("miners_operator_id_idx").on(t.operatorId),
  ],
);

export const platformAccounts = pgTable("platform_accounts", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  createdAt: createdAt(),
});
