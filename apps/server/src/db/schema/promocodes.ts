import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { miners } from "./accounts";
import { minerFees } from "./rewards";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The platform's promo codes (SPEC section 3). `code` is stored upper-case; `fee_value` is parts per million
 * (0.9 % = 9000): with `fee_type` `abs` the fee becomes the value, with `rel` the fee is reduced by it. Exactly one
 * of `duration_days` and `perpetual`. `allowed_users` are e-mails (lower-case); with `user_restriction` only they
 * may apply the code.
 */
export const promocodes = pgTable(
  "promocodes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    /** Inclusive; null: open-ended. */
    effectiveTo: date("effective_to", { mode: "string" }),
    status: text("status").notNull(),
    type: text("type").notNull(),
    feeType: text("fee_type").notNull(),
    feeValue: integer("fee_value").notNull(),
    usageLimit: integer("usage_limit"),
    userUsageLimit: integer("user_usage_limit"),
    allowedUsers: text("allowed_users").array().notNull().default(sql`'{}'::text[]`),
    userRestriction: boolean("user_restriction").notNull().default(false),
    description: text("description").notNull().default(""),
    durationDays: integer("duration_days"),
    perpetual: boolean("perpetual").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    check("promocodes_status_check", sql`${t.status} in ('active', 'inactive')`),
    check("promocodes_type_check", sql`${t.type} in ('welcome', 'loyalty', 'universal')`),
    check("promocodes_fee_type_check", sql`${t.feeType} in ('abs', 'rel')`),
    check("promocodes_fee_value_check", sql`${t.feeValue} between 0 and 1000000`),
    check("promocodes_code_check", sql`${t.code} ~ '^[A-Z0-9-]{3,32}$'`),
    check("promocodes_dates_check", sql`${t.effectiveTo} is null or ${t.effectiveTo} >= ${t.effectiveFrom}`),
    check(
      "promocodes_duration_check",
      sql`(${t.perpetual} and ${t.durationDays} is null) or (not ${t.perpetual} and ${t.durationDays} between 1 and 3650)`,
    ),
    index("promocodes_created_idx").on(t.createdAt),
  ],
);

/**
 * One use of a promo code: the miner it was applied to, by whom, and the fee period it made (SPEC section 3).
 * A code applies once per miner; `usage_limit` counts rows per code, `user_usage_limit` rows per code and user,
 * both under the code's row lock (`promocodes/apply`).
 */
export const promocodeApplications = pgTable(
  "promocode_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    promocodeId: uuid("promocode_id")
      .notNull()
      .references(() => promocodes.id),
    minerId: uuid("miner_id")
      .notNull()
      .references(() => miners.id),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    minerFeeId: uuid("miner_fee_id")
      .notNull()
      .references(() => minerFees.id),
    appliedAt: at("applied_at").notNull(),
  },
  (t) => [
    uniqueIndex("promocode_applications_code_miner_key").on(t.promocodeId, t.minerId),
    index("promocode_applications_code_user_idx").on(t.promocodeId, t.userId),
    index("promocode_applications_miner_idx").on(t.minerId),
  ],
);

/**
 * Failed `POST promocodes/apply` calls, one row per key (`user:<id>`, `address:<ip>`) and failure, for the limit
 * of failed applies per hour (`modules/promocodes/apply-limit.ts`). A row is written before the apply runs (a
 * reservation, under the key's advisory lock) and removed again when the apply succeeds.
 */
export const promocodeApplyFailures = pgTable(
  "promocode_apply_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    failedAt: at("failed_at").notNull(),
  },
  (t) => [
    index("promocode_apply_failures_key_at").on(t.key, t.failedAt),
    index("promocode_apply_failures_at").on(t.failedAt),
  ],
);
