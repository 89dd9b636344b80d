import { z } from "zod";
import { dayStringSchema, satsSchema } from "./money";
import { sortOrders } from "./workers";

export const paymentTypes = [
  "reward",
  "payout",
  "profit_sharing",
  "referral",
  "operator_fee",
  "virtual_mining_transfer",
  "virtual_mining_reward",
  "virtual_mining_topup",
  "transfer",
] as const;
export type PaymentType = (typeof paymentTypes)[number];
export const paymentDirections = ["incoming", "outgoing"] as const;
export type PaymentDirection = (typeof paymentDirections)[number];
export const paymentStatuses = ["pending", "canceled", "completed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The figures behind a reward (FPPS): the settlement day's shares, hashrate, rate and fees. */
export const rewardDetailsSchema = z.object({
  share_difficulty: z.string().describe("Sum of accepted share difficulty of the day"),
  hashrate_ths: z.string().describe("Average TH/s of the day, 3 decimals"),
  rate_sats_per_th_day: z.string(),
  gross: satsSchema,
  fee_percent: z.string().nullable().describe("Total fee percent; null when the operator hides it"),
  fee: satsSchema.nullable().describe("Pool fee + operator fee; null when the operator hides it"),
  net: satsSchema,
});
export type RewardDetails = z.infer<typeof rewardDetailsSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  /** The miner of the row; null for a Control Hub operator's own row (`operator_fee`, its `payout`). */
  miner_id: z.string().nullable(),
  operator_id: z.string().nullable(),
  /** The miner's account name, or the operator's name for its own rows. */
  account_name: z.string(),
  type: z.enum(paymentTypes),
  direction: z.enum(paymentDirections),
  status: z.enum(paymentStatuses),
  amount: satsSchema.describe("Positive; `direction` says which way"),
  created_at: z.string().describe("When it was credited or debited (UTC)"),
  settlement_day: dayStringSchema.nullable(),
  counterparty: z.object({ miner_id: z.string(), account_name: z.string() }).nullable(),
  address: z.string().nullable(),
  tx_id: z.string().nullable(),
  reward: rewardDetailsSchema.nullable(),
  /**
   * A `profit_sharing` or `referral` payment's split: `profit_sharing` (a percent of the donor's net reward of
   * the day) or `referral` (a percent of the pool's fee on the referred miner's reward); null for other types.
   */
  sharing: z.object({ type: z.enum(["profit_sharing", "referral"]), percent: z.string() }).nullable(),
  /** A `referral` row's referred account, masked (`al***e`: the referrer learns that, not who); else null. */
  referred_account: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * A list filter given once or repeated (`type=reward&type=payout`) or comma-separated; at most 20 values (each
 * value at most once is plenty: there are 7 types and 3 statuses).
 */
const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(","))),
    z.array(z.enum(values)).max(20).optional(),
  );

/** `GET {pools|operators|miners}/{id}/payments`: filters, sort by time, pagination. Dates are UTC days, inclusive. */
export const paymentsQuerySchema = z.object({
  type: listOf(paymentTypes),
  direction: z.enum(paymentDirections).optional(),
  status: listOf(paymentStatuses),
  from: dayStringSchema.optional(),
  to: dayStringSchema.optional(),
  sort: z.enum(sortOrders).default("desc"),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

/**
 * `GET operators/{id}/payments`: `scope=customers` (default) lists its customers' rows; `scope=own` the
 * operator's own: its fee income per settlement day (`operator_fee`) and its payouts.
 */
export const operatorPaymentScopes = ["customers", "own"] as const;
export type OperatorPaymentScope = (typeof operatorPaymentScopes)[number];
export const operatorPaymentsQuerySchema = paymentsQuerySchema.extend({
  scope: z.enum(operatorPaymentScopes).default("customers"),
});

/** `GET operators/{id}/fee-income/{day}`: the operator's fee of a settlement day, customer by customer. */
export const operatorFeeDaySchema = z.object({
  data: z.object({
    day: dayStringSchema,
    total: satsSchema.describe("The day's fee income: the operator_fee payment's amount"),
    customers: z
      .array(
        z.object({
          miner_id: z.string(),
          account_name: z.string(),
          gross: satsSchema.describe("The customer's gross reward of the day"),
          fee: satsSchema.describe("The operator's fee on it"),
        }),
      )
      .describe("Largest fee first"),
  }),
});
export type OperatorFeeDay = z.infer<typeof operatorFeeDaySchema>["data"];

export const paymentsListSchema = z.object({
  data: z.array(paymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PaymentsList = z.infer<typeof paymentsListSchema>;

export const paymentsExportPeriods = [7, 30, 90] as const;
/** `GET miners/{id}/payments/export?days=7|30|90`: a CSV file (RFC 4180, header row, UTC, BTC with 8 decimals). */
export const paymentsExportQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (paymentsExportPeriods as readonly number[]).includes(d), "days is 7, 30 or 90"),
});

/** `POST miners/{id}/transfers`: move satoshis to another miner account of the same user. */
export const transferBodySchema = z.object({
  to_miner_id: z.uuid(),
  amount: z.number().int().min(1),
});
export type TransferBody = z.infer<typeof transferBodySchema>;
export const transferResultSchema = z.object({ data: paymentSchema.describe("The outgoing side") });
