import { z } from "zod";

/** The first month a report exists for: Russian miners report monthly from January 2025 (SPEC section 9). */
export const miningReportFirstMonth = "2025-01";

/** `?month=YYYY-MM` of `miners/{id}/mining-report` (and its `.csv`): January 2025 to the current month (UTC). */
export const miningReportQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "A month such as 2025-01"),
});

/** Satoshis credited over some settlement days, their rouble value, and the days without a stored price. */
const creditTotalsSchema = z.object({
  credited: z.number().int(),
  /** The sum of the days' rouble values (days without a price are not in it: see `days_without_price`). */
  rub_value: z.string(),
  days_without_price: z.number().int(),
});
/** The same for one row (a customer, a month), with its number of settlement days with a credit. */
const creditSummarySchema = creditTotalsSchema.extend({ days: z.number().int() });

/** A day's price older than this before its credit time is marked stale ("price from <time>, N h before"). */
export const stalePriceMs = 3_600_000;

/** A stale price's age in hours with one decimal and no trailing ".0" ("9", "1.5"): the same figure everywhere. */
export const priceAgeHours = (minutes: number): string => String(Math.round(minutes / 6) / 10);

const day = z.object({
  /** The settlement (mining) day, UTC. */
  day: z.string(),
  /** Satoshis credited to the account for that day: the reward after the fees and profit sharing, with shares received. */
  credited: z.number().int(),
  /**
   * The day's Payments rows behind `credited`, summed by kind (satoshis): the reward (after fees, before
   * sharing), profit shares given and received, referral income; reward - given + received + referral = credited.
   */
  breakdown: z.object({
    reward: z.number().int(),
    shares_given: z.number().int(),
    shares_received: z.number().int(),
    referral: z.number().int(),
  }),
  /** When the ledger credited it (the day after, 09:00 UTC): the coins could be disposed of from then. */
  credited_at: z.string(),
  /** The newest BTC/RUB price stored at or before `credited_at` (decimal string), its source and time; null when none. */
  rub_price: z.string().nullable(),
  rub_price_source: z.string().nullable(),
  rub_price_at: z.string().nullable(),
  /** Whole minutes from `rub_price_at` to `credited_at` (prices are stored every 5 minutes); null without a price. */
  rub_price_age_minutes: z.number().int().nullable(),
  /** The price is more than an hour older than the credit (`stalePriceMs`): marked on every place the day is shown. */
  rub_price_stale: z.boolean(),
  /** `credited` at `rub_price`, roubles with 2 decimals; null without a price. */
  rub_value: z.string().nullable(),
  /** The payout address in force that day (the newest set at or before the day's end), if any. */
  address: z.string().nullable(),
});

/**
 * `GET miners/{id}/mining-report?month=YYYY-MM` (section payments; only when the pool enables the mining report):
 * what the account was credited each settlement day of the month, valued in roubles at the stored price, the
 * payout addresses and payouts of the month, the totals, and the filing deadline (the 20th of the next month).
 * Its total equals the sum of the month's reward postings of the account in the ledger, to the satoshi.
 */
export const miningReportSchema = z.object({
  data: z.object({
    miner_id: z.string(),
    account_name: z.string(),
    pool_name: z.string(),
    month: z.string(),
    /** The last day to file it with the tax service: the 20th of the next month. */
    deadline: z.string(),
    /** False while the month is not over (more days may be credited). */
    complete: z.boolean(),
    days: z.array(day),
    addresses: z.array(z.object({ address: z.string(), from: z.string(), to: z.string().nullable() })),
    payouts: z.array(
      z.object({
        day: z.string(),
        amount: z.number().int(),
        address: z.string().nullable(),
        status: z.string(),
        tx_id: z.string().nullable(),
      }),
    ),
    totals: creditTotalsSchema,
  }),
});
export type MiningReport = z.infer<typeof miningReportSchema>["data"];

/**
 * `GET operators/{id}/mining-report?month=YYYY-MM` (the operator's payments section; when the pool enables the
 * report): each customer's month in one row (hosting providers report their clients too), and the totals. Each
 * customer's own report is `miners/{customer}/mining-report`.
 */
export const operatorMiningReportSchema = z.object({
  data: z.object({
    operator_name: z.string(),
    pool_name: z.string(),
    month: z.string(),
    deadline: z.string(),
    complete: z.boolean(),
    customers: z.array(creditSummarySchema.extend({ miner_id: z.string(), account_name: z.string() })),
    totals: creditTotalsSchema,
  }),
});
export type OperatorMiningReport = z.infer<typeof operatorMiningReportSchema>["data"];

/** `?year=YYYY` of `miners/{id}/mining-report/year`: 2025 (the first reporting year) to the current year (UTC). */
export const miningReportYearQuerySchema = z.object({
  year: z.coerce.number().int().describe("2025 to the current year"),
});

/**
 * `GET miners/{id}/mining-report/year?year=YYYY` (section payments; when the pool enables the report): the twelve
 * months of the year as the monthly reports total them (each month's credits and their RUB value at each day's
 * stored price), for the tax calculator's "take it from the account". Months not begun yet are left out.
 */
export const miningReportYearSchema = z.object({
  data: z.object({
    miner_id: z.string(),
    account_name: z.string(),
    year: z.number().int(),
    /** False while the year is not over. */
    complete: z.boolean(),
    months: z.array(creditSummarySchema.extend({ month: z.string() })),
    totals: creditTotalsSchema,
  }),
});
export type MiningReportYear = z.infer<typeof miningReportYearSchema>["data"];

/** The languages a PDF report is written in (the product's three). */
export const miningReportPdfLanguages = ["en", "ru", "cn"] as const;

/** The longest watcher link a PDF accepts: `<PUBLIC_URL>/watch/<43-character token>` with room for the origin. */
export const watcherLinkMaxLength = 512;

/**
 * `POST miners/{id}/mining-report/pdf`: the month's report as a PDF to print or file, in a chosen language,
 * optionally with a watcher link of the account printed on it (the real-time monitoring a hosting provider must
 * give). A POST because the link carries a secret token that must stay out of URLs and logs; the server prints it
 * only when it is an active watcher link of this account.
 */
export const miningReportPdfBodySchema = z.object({
  month: miningReportQuerySchema.shape.month,
  language: z.enum(miningReportPdfLanguages).default("en"),
  watcher_link: z.string().trim().min(1).max(watcherLinkMaxLength).optional(),
});
export type MiningReportPdfBody = z.input<typeof miningReportPdfBodySchema>;
