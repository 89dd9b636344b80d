import { sql } from "drizzle-orm";
import {
  bigint,
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
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A miner's referral codes (`/auth/registration?promocode=CODE`). Codes share one namespace with promo codes:
 * neither table takes a code the other holds (checked by both writers).
 */
export const referrerCodes = pgTable(
  "referrer_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    minerId: uuid("miner_id")
      .notNull()
      .references(() => miners.id),
    code: text("code").notNull().unique(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    check("referrer_codes_code_check", sql`${t.code} ~ '^[A-Z0-9-]{3,32}$'`),
    index("referrer_codes_miner_idx").on(t.minerId, t.createdAt),
  ],
);

/**
 * One version of a split of the donor's reward (SPEC: donor, recipient, percent, start date, sharing type).
 * Settlement days `start_date..end_date` (inclusive; null end: open). `profit_sharing`: `ppm` of the donor's net
 * reward; `referral`: `ppm` of the pool's fee on the donor's reward (the referred miner pays nothing). A change
 * ends the version in force and starts a new one the next day, so a settled day is always paid by its own rows.
 */
export const profitSharings = pgTable(
  "profit_sharings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    donorMinerId: uuid("donor_miner_id")
      .notNull()
      .references(() => miners.id),
    recipientMinerId: uuid("recipient_miner_id")
      .notNull()
      .references(() => miners.id),
    type: text("type").notNull(),
    ppm: integer("ppm").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    /** The referral code the donor signed up with (referrals only). */
    referrerCodeId: uuid("referrer_code_id").references(() => referrerCodes.id),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull(),
    endedBy: uuid("ended_by").references(() => users.id, { onDelete: "set null" }),
    endedAt: at("ended_at"),
    /**
     * What the version paid its recipient so far, and on its newest paid day: kept by the reward run in the
     * day's transaction, so lists read them instead of summing a year of payments per referral.
     */
    paidTotal: bigint("paid_total", { mode: "bigint" }).notNull().default(sql`0`),
    paidLastDay: date("paid_last_day", { mode: "string" }),
    paidLastAmount: bigint("paid_last_amount", { mode: "bigint" }).notNull().default(sql`0`),
  },
  (t) => [
    check("profit_sharings_type_check", sql`${t.type} in ('profit_sharing', 'referral')`),
    check("profit_sharings_ppm_check", sql`${t.ppm} between 1 and 1000000`),
    check("profit_sharings_dates_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check("profit_sharings_not_self_check", sql`${t.donorMinerId} <> ${t.recipientMinerId}`),
    index("profit_sharings_donor_idx").on(t.donorMinerId, t.startDate),
    index("profit_sharings_recipient_idx").on(t.recipientMinerId, t.type, t.startDate),
    // A miner is referred once, by the code it signed up with.
    uniqueIndex("profit_sharings_one_referral_key").on(t.donorMinerId).where(sql`${t.type} = 'referral'`),
  ],
);
